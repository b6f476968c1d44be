import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  supportedTimeZones,
  type TOrgProfile,
  type TUpdateOrgProfileRequest,
  ZUpdateOrgProfileRequest,
} from '../../../../domain/settings/org-profile';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { serverErrors } from '../../../components/ui/form/server-error';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { errorMessage } from '../../../lib/api-client';
import { useSaveOrgProfile } from '../api/org-profile';

const FIELDS = ['plantName', 'timeZone'] as const;

/** Plant name and time zone on the profile contract; a Yönetici saves, everyone else reads. */
export function OrgProfileForm({ profile }: { profile: TOrgProfile }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const save = useSaveOrgProfile();
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => supportedTimeZones(), []);
  const editable = profile.can.edit;
  const form = useForm<TUpdateOrgProfileRequest>({
    resolver: zodResolver(ZUpdateOrgProfileRequest),
    defaultValues: { plantName: profile.plantName, timeZone: profile.timeZone },
  });
  const { errors, isDirty } = form.formState;
  const { showUnderField, boxError } = serverErrors(form, FIELDS);

  const submit = (values: TUpdateOrgProfileRequest) => {
    setSaved(false);
    save.mutate(values, {
      onSuccess: (next) => {
        setSaved(true);
        form.reset({ plantName: next.plantName, timeZone: next.timeZone });
      },
      onError: showUnderField,
    });
  };
  const serverError = boxError(save.error);

  return (
    <Form form={form} onValid={submit} className="space-y-4" data-testid="organisation-form">
      {serverError ? <AlertBox tone="error">{errorText(errorMessage(serverError))}</AlertBox> : null}
      {saved && !isDirty ? <AlertBox tone="success">{t('organisation.saved')}</AlertBox> : null}
      <Field
        id="org-plant-name"
        label={t('organisation.plantName')}
        hint={t('organisation.plantNameHint')}
        error={errors.plantName?.message}
      >
        <Input
          disabled={!editable}
          maxLength={120}
          placeholder={t('organisation.plantNamePlaceholder')}
          {...form.register('plantName')}
        />
      </Field>
      <Field
        id="org-time-zone"
        label={t('organisation.timeZone')}
        error={errors.timeZone?.message}
        hint={
          <span data-testid="effective-zone">
            {t('organisation.effectiveZone', { zone: profile.effectiveTimeZone })}
          </span>
        }
      >
        <Select disabled={!editable} {...form.register('timeZone')}>
          <option value="">{t('organisation.serverZone')}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </Field>
      {editable ? (
        <Button type="submit" disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </Button>
      ) : null}
    </Form>
  );
}
