import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight, RefreshCw, Save } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type TControlPlan,
  type TControlPlanRow,
  type TSaveControlPlanRequest,
  ZSaveControlPlanRequest,
} from '../../../../domain/fmea/control-plan/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { errorMessage } from '../../../lib/api-client';
import { regenerateControlPlan, useControlPlan, useSaveControlPlan } from '../api/control-plan';
import { CONTROL_PLAN_COLUMNS, ControlPlanRow } from './control-plan-row';

/** Rows mounted at once: a 2 000-row draft is 24 000 cells, so the table shows one page of them. */
const CONTROL_PLAN_PAGE_SIZE = 25;

type Values = z.input<typeof ZSaveControlPlanRequest>;

const formValues = (rows: readonly TControlPlanRow[]): Values => ({
  rows: rows.map(({ toFill: _toFill, ...row }) => row),
});

/** 'Taslağı Düzenle': the control-plan draft (stored or generated) as a table to edit and save. */
export function ControlPlanEditor({ fmeaId, editable }: { fmeaId: string; editable: boolean }) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const plan = useControlPlan(fmeaId);
  // owned here: the outcome ('Kaydedildi', a 403) must outlive the form the save remounts
  const save = useSaveControlPlan(fmeaId);
  if (plan.isError) return <AlertBox tone="error">{errorText(errorMessage(plan.error))}</AlertBox>;
  if (!plan.data) return <p className="text-sm text-slate-600">{t('controlPlan.loading')}</p>;
  // A fresh form when the draft becomes another one (first save, a new PFMEA version), never on a
  // background refetch, which would throw away the cells being typed.
  return (
    <DraftForm
      key={`${plan.data.basedOnVersion}-${String(plan.data.stored)}`}
      fmeaId={fmeaId}
      plan={plan.data}
      editable={editable}
      save={save}
    />
  );
}

interface DraftProps {
  fmeaId: string;
  plan: TControlPlan;
  editable: boolean;
  save: ReturnType<typeof useSaveControlPlan>;
}

function DraftForm({ fmeaId, plan, editable, save }: DraftProps) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const [regenerated, setRegenerated] = useState(false);
  const regenerate = useMutation({ mutationFn: () => regenerateControlPlan(fmeaId) });
  const form = useForm<Values, unknown, TSaveControlPlanRequest>({
    resolver: zodResolver(ZSaveControlPlanRequest),
    defaultValues: formValues(plan.rows),
  });
  // rows are never added or removed here, only replaced by a regenerate: no watch on every keystroke
  const [total, setTotal] = useState(plan.rows.length);
  const pages = Math.max(1, Math.ceil(total / CONTROL_PLAN_PAGE_SIZE));
  const first = page * CONTROL_PLAN_PAGE_SIZE;
  const last = Math.min(total, first + CONTROL_PLAN_PAGE_SIZE);
  const indexes = Array.from({ length: last - first }, (_, i) => first + i);

  const onRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: (rows) => {
        form.reset(formValues(rows), { keepDefaultValues: true });
        setPage(0);
        setTotal(rows.length);
        setRegenerated(true);
      },
    });

  return (
    <Form
      form={form}
      onValid={(body) => save.mutate(body)}
      // a refused cell may sit on another page: show that page so the focus can reach it
      onInvalid={(errors: FieldErrors<Values>) => {
        const bad = Array.isArray(errors.rows) ? errors.rows.findIndex((row) => row !== undefined) : -1;
        if (bad >= 0) setPage(Math.floor(bad / CONTROL_PLAN_PAGE_SIZE));
      }}
      className="flex min-w-0 flex-col gap-3"
      data-testid="control-plan-editor"
      aria-label={t('controlPlan.editorLabel')}
    >
      {!editable ? (
        <p className="text-sm text-slate-600" data-testid="control-plan-read-only">
          {t('controlPlan.readOnly')}
        </p>
      ) : null}
      {plan.stale && !regenerated ? (
        <div
          role="status"
          data-testid="control-plan-stale"
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <p>{t('controlPlan.stale')}</p>
          {editable ? (
            <Button
              variant="secondary"
              className="self-start"
              disabled={regenerate.isPending}
              onClick={onRegenerate}
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('controlPlan.regenerate')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {regenerated ? <AlertBox tone="info">{t('controlPlan.regenerated')}</AlertBox> : null}
      {regenerate.isError ? (
        <AlertBox tone="error">{errorText(errorMessage(regenerate.error))}</AlertBox>
      ) : null}
      <p className="text-xs text-slate-600">
        <span className="mr-1 inline-block h-3 w-3 rounded-sm border border-amber-500 bg-amber-50 align-middle" />
        {t('controlPlan.toFillHint')}
      </p>
      {/* the table scrolls inside its own box: on a 390 px phone the page stays as wide as the screen */}
      <div
        className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200"
        data-testid="control-plan-scroll"
      >
        <table className="min-w-max border-collapse text-left text-sm">
          <thead className="bg-slate-100 text-xs text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2">
                #
              </th>
              {CONTROL_PLAN_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold">
                  {t(`controlPlan.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {indexes.map((index) => (
              <ControlPlanRow key={index} index={index} editable={editable} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
          aria-label={t('controlPlan.previous')}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <span className="text-sm text-slate-700" data-testid="control-plan-page">
          {t('controlPlan.pageOf', {
            first: (first + 1).toLocaleString('tr-TR'),
            last: last.toLocaleString('tr-TR'),
            total: total.toLocaleString('tr-TR'),
          })}
        </span>
        <Button
          variant="secondary"
          disabled={page >= pages - 1}
          onClick={() => setPage(page + 1)}
          aria-label={t('controlPlan.next')}
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        {editable ? (
          <Button type="submit" className="ml-auto" disabled={save.isPending} data-testid="control-plan-save">
            <Save className="h-4 w-4" aria-hidden />
            {t('controlPlan.save')}
          </Button>
        ) : null}
      </div>
      {save.isError ? <AlertBox tone="error">{errorText(errorMessage(save.error))}</AlertBox> : null}
      {save.isSuccess ? <AlertBox tone="success">{t('controlPlan.saved')}</AlertBox> : null}
    </Form>
  );
}
