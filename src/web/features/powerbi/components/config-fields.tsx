import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  normaliseEmbedUrl,
  reportIdOfEmbedUrl,
  type TEmbedConfigInput,
} from '../../../../domain/powerbi/embed-config';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { Textarea } from '../../../components/ui/form/textarea';

/** The spec's four fields (the first three required), for the setup form and the settings modal. */
export function ConfigFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('powerbi');
  const { register, formState, watch, getValues, setValue } = useFormContext<TEmbedConfigInput>();
  const { errors } = formState;
  // A 'Website or portal' link: say which sign-in parameters the save removes (the schema does it).
  const dropped = normaliseEmbedUrl(watch('embedUrl') ?? '').dropped;
  const embedUrl = register('embedUrl', {
    // The link names its report: fill an empty Report ID from it, as the user would copy it.
    onBlur: (event: { target: { value: string } }) => {
      const reportId = reportIdOfEmbedUrl(event.target.value);
      if (reportId && !getValues('reportId')?.trim()) setValue('reportId', reportId, { shouldDirty: true });
    },
  });
  return (
    <div className="grid gap-4">
      <Field
        id={`${idPrefix}-embed-url`}
        label={`${t('fields.embedUrl')} *`}
        error={errors.embedUrl?.message}
        hint={dropped.length ? t('fields.embedUrlCleaned', { params: dropped.join(', ') }) : undefined}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://app.powerbi.com/reportEmbed?reportId=…"
          {...embedUrl}
        />
      </Field>
      <Field
        id={`${idPrefix}-access-token`}
        label={`${t('fields.accessToken')} *`}
        error={errors.accessToken?.message}
        hint={t('fields.accessTokenHint')}
      >
        <Textarea
          rows={4}
          autoComplete="off"
          spellCheck={false}
          className="font-mono text-xs"
          {...register('accessToken')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-report-id`}
          label={`${t('fields.reportId')} *`}
          error={errors.reportId?.message}
        >
          <Input autoComplete="off" spellCheck={false} {...register('reportId')} />
        </Field>
        <Field id={`${idPrefix}-group-id`} label={t('fields.groupId')} error={errors.groupId?.message}>
          <Input autoComplete="off" spellCheck={false} {...register('groupId')} />
        </Field>
      </div>
    </div>
  );
}
