import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ExternalLink, Lock, X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type TEightDFmeaLink,
  type TFmeaProposal,
  ZCloseEightDRequest,
} from '../../../../../domain/fmea/eight-d/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Input } from '../../../../components/ui/form/input';
import { Select } from '../../../../components/ui/form/select';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import { useCloseEightD, useDecideProposal, useEightDFmeaLink, useFmeaChoices } from '../../api/eight-d-fmea';

type CloseInput = z.input<typeof ZCloseEightDRequest>;
type CloseOutput = z.output<typeof ZCloseEightDRequest>;

function CloseForm({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation('analyses');
  const errorText = useErrorText();
  const choices = useFmeaChoices(true);
  const close = useCloseEightD(analysisId);
  const form = useForm<CloseInput, unknown, CloseOutput>({
    resolver: zodResolver(ZCloseEightDRequest),
    defaultValues: { fmeaId: null, operation: '' },
  });
  return (
    <Form
      form={form}
      onValid={(body) => close.mutate(body)}
      aria-label={t('closure.close')}
      className="flex flex-col gap-3"
      data-testid="closure-form"
    >
      {close.error ? <AlertBox tone="error">{errorText(errorMessage(close.error))}</AlertBox> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="fmeaId"
          render={({ field, fieldState }) => (
            <Field label={t('closure.fmea')} error={errorText(fieldState.error?.message)}>
              <Select
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                onBlur={field.onBlur}
                name={field.name}
                data-testid="closure-fmea"
              >
                <option value="">{t('closure.anyFmea')}</option>
                {choices.data?.fmeas.map((fmea) => (
                  <option key={fmea.id} value={fmea.id}>
                    {fmea.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="operation"
          render={({ field, fieldState }) => (
            <Field
              label={t('closure.operation')}
              hint={t('closure.operationHint')}
              error={errorText(fieldState.error?.message)}
            >
              <Input {...field} data-testid="closure-operation" />
            </Field>
          )}
        />
      </div>
      <div>
        <Button type="submit" disabled={close.isPending} data-testid="closure-submit">
          <Lock className="h-4 w-4" aria-hidden />
          {t('closure.close')}
        </Button>
      </div>
    </Form>
  );
}

function changeText(
  proposal: TFmeaProposal,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const change = proposal.change;
  if (change.kind === 'cause' || change.kind === 'control') return change.add;
  if (change.kind === 'ratings') return t('closure.ratings', { o: change.occurrence, d: change.detection });
  return t('closure.newLine', {
    step: change.processStep,
    failure: change.potentialFailure,
    s: change.severity,
    o: change.occurrence,
    d: change.detection,
  });
}

function ProposalItem({ analysisId, proposal }: { analysisId: string; proposal: TFmeaProposal }) {
  const { t } = useTranslation('analyses');
  const errorText = useErrorText();
  const decide = useDecideProposal(analysisId);
  const send = (decision: 'accept' | 'reject') => decide.mutate({ id: proposal.id, body: { decision } });
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm"
      data-testid="closure-proposal"
      data-status={proposal.status}
      data-kind={proposal.change.kind}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">
          {t(`closure.kinds.${proposal.change.kind}`)}
        </span>
        <span className="font-medium text-slate-900" data-user-content>
          {proposal.fmeaName}
          {proposal.lineLabel ? ` · ${proposal.lineLabel}` : ''}
        </span>
        <span className="text-xs text-slate-600" data-testid="proposal-status">
          {t(`closure.statuses.${proposal.status}`)}
        </span>
      </p>
      <p className="break-words text-slate-900" data-user-content data-testid="proposal-change">
        {changeText(proposal, t)}
      </p>
      <p className="text-slate-600">{proposal.reason}</p>
      {proposal.decidedAt ? (
        <p className="text-xs text-slate-600">
          {t('closure.decidedBy', {
            who: proposal.decidedByName ?? t('closure.someone'),
            when: formatDateTime(proposal.decidedAt, activeLocale()),
          })}
        </p>
      ) : null}
      {decide.error ? <AlertBox tone="error">{errorText(errorMessage(decide.error))}</AlertBox> : null}
      <div className="flex flex-wrap gap-2">
        {proposal.can.decide ? (
          <>
            <Button disabled={decide.isPending} onClick={() => send('accept')} data-testid="proposal-accept">
              <Check className="h-4 w-4" aria-hidden />
              {t('closure.accept')}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => send('reject')}
              data-testid="proposal-reject"
            >
              <X className="h-4 w-4" aria-hidden />
              {t('closure.reject')}
            </Button>
          </>
        ) : null}
        {proposal.lineId ? (
          <Link
            to={`/reverse-fmea/analyze?fmea=${encodeURIComponent(proposal.fmeaId)}&line=${encodeURIComponent(proposal.lineId)}`}
            className="inline-flex items-center gap-1 px-2 py-2 text-sm font-medium text-blue-700 hover:underline"
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {t('closure.openLine')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function Closed({
  analysisId,
  link,
}: {
  analysisId: string;
  link: TEightDFmeaLink & { closure: NonNullable<TEightDFmeaLink['closure']> };
}) {
  const { t } = useTranslation('analyses');
  const { closure } = link;
  return (
    <div className="flex flex-col gap-3">
      <AlertBox tone="success" testId="closure-done">
        {t('closure.closed', {
          when: formatDateTime(closure.closedAt, activeLocale()),
          who: closure.closedByName ?? t('closure.someone'),
        })}
        {closure.fmeaName ? <> · {t('closure.closedFmea', { name: closure.fmeaName })}</> : null}
        {closure.operation ? <> · {t('closure.closedOperation', { operation: closure.operation })}</> : null}
      </AlertBox>
      {link.proposals.length === 0 ? (
        <p className="text-sm text-slate-600">{t('closure.noProposals')}</p>
      ) : (
        <>
          <h4 className="font-semibold text-slate-900">{t('closure.proposals')}</h4>
          <ul className="flex flex-col gap-2">
            {link.proposals.map((proposal) => (
              <ProposalItem key={proposal.id} analysisId={analysisId} proposal={proposal} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** D8: closing the 8D and the PFMEA changes it proposes (issue 23 §7), under the report's 8D sections. */
export function EightDClosure({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation('analyses');
  const link = useEightDFmeaLink(analysisId);
  return (
    <section
      aria-labelledby={`closure-${analysisId}`}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      data-testid="eight-d-closure"
    >
      <h3 id={`closure-${analysisId}`} className="text-lg font-semibold text-slate-900">
        {t('closure.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('closure.intro')}</p>
      {link.isPending ? <Spinner /> : null}
      {link.isError ? <LoadError error={link.error} onRetry={() => void link.refetch()} /> : null}
      {link.data?.closure ? (
        <Closed analysisId={analysisId} link={{ ...link.data, closure: link.data.closure }} />
      ) : link.data?.canClose ? (
        <CloseForm analysisId={analysisId} />
      ) : link.data ? (
        <p className="text-sm text-slate-600">{t('closure.notClosed')}</p>
      ) : null}
    </section>
  );
}
