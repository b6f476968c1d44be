import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FMEA_MESSAGES } from '../../../../../domain/fmea/contract';
import {
  type TFmeaLine,
  type TLineProposal,
  ZProposeRevisionRequest,
} from '../../../../../domain/fmea/line-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Input } from '../../../../components/ui/form/input';
import { errorMessage } from '../../../../lib/api-client';
import { useProposeRevision, useUpdateLine } from '../../api/fmea-lines';
import { RatingFields } from './rating-field';

/** The assignee's proposal waiting on the line; its owner accepts it (it becomes the revised ratings) or rejects it. */
export function LineProposal({
  fmeaId,
  line,
  proposal,
}: {
  fmeaId: string;
  line: TFmeaLine;
  proposal: TLineProposal;
}) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const update = useUpdateLine(fmeaId, line.id);
  const { severity, occurrence, detection } = proposal;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-blue-200 bg-blue-50 p-2 text-sm"
      data-testid="line-proposal"
    >
      <p className="text-blue-900">
        <span data-user-content>
          {t('worksheet.proposal', { name: proposal.byName, s: severity, o: occurrence, d: detection })}
        </span>
        {proposal.note ? (
          <>
            {' — '}
            <span data-user-content>{proposal.note}</span>
          </>
        ) : null}
      </p>
      {update.error ? <AlertBox tone="error">{errorText(errorMessage(update.error))}</AlertBox> : null}
      {line.can.edit ? (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ version: line.version, revised: { severity, occurrence, detection } })
            }
            data-testid="proposal-accept"
          >
            <Check className="h-4 w-4" aria-hidden />
            {t('worksheet.accept')}
          </Button>
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ version: line.version, proposal: null })}
            data-testid="proposal-reject"
          >
            <X className="h-4 w-4" aria-hidden />
            {t('worksheet.reject')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const rating = z.string().regex(/^([1-9]|10)$/, FMEA_MESSAGES.rating);
const ZProposeForm = z.object({
  severity: rating,
  occurrence: rating,
  detection: rating,
  note: ZProposeRevisionRequest.shape.note,
});

/** The task's assignee proposes the revised S/O/D once the work is done. */
export function ProposeForm({
  fmeaId,
  line,
  onDone,
}: {
  fmeaId: string;
  line: TFmeaLine;
  onDone: () => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const propose = useProposeRevision(fmeaId, line.id);
  const form = useForm<z.input<typeof ZProposeForm>, unknown, z.output<typeof ZProposeForm>>({
    resolver: zodResolver(ZProposeForm),
    defaultValues: {
      severity: String(line.severity),
      occurrence: line.occurrence === null ? '' : String(line.occurrence),
      detection: line.detection === null ? '' : String(line.detection),
      note: '',
    },
  });
  return (
    <Form
      form={form}
      onValid={(values) =>
        propose.mutate(
          {
            severity: Number(values.severity),
            occurrence: Number(values.occurrence),
            detection: Number(values.detection),
            note: values.note,
          },
          { onSuccess: onDone },
        )
      }
      aria-label={t('worksheet.proposeTitle')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
      data-testid="line-propose-form"
    >
      {propose.error ? <AlertBox tone="error">{errorText(errorMessage(propose.error))}</AlertBox> : null}
      <RatingFields
        control={form.control}
        names={['severity', 'occurrence', 'detection']}
        labels={[
          t('worksheet.revisedSeverity'),
          t('worksheet.revisedOccurrence'),
          t('worksheet.revisedDetection'),
        ]}
        testIdPrefix="propose-"
      />
      <Controller
        control={form.control}
        name="note"
        render={({ field, fieldState }) => (
          <Field label={t('worksheet.proposeNote')} error={fieldState.error?.message}>
            <Input {...field} data-testid="propose-note" />
          </Field>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={propose.isPending} data-testid="propose-send">
          {t('worksheet.send')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('worksheet.cancel')}
        </Button>
      </div>
    </Form>
  );
}
