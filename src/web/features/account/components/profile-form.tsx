import { zodResolver } from '@hookform/resolvers/zod';
import { Save, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PROFILE_DEPARTMENTS, ZUpdateProfileRequest } from '../../../../domain/account/contract';
import type { TUser } from '../../../../domain/auth/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { serverErrors } from '../../../components/ui/form/server-error';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from './section-card';
import { useDepartmentLabel } from '../../../lib/department-label';

// The API's own schema with every field present: the same Turkish messages in the form and from the server.
const ZProfileForm = ZUpdateProfileRequest.required();
type TProfileForm = z.input<typeof ZProfileForm>;
const FIELDS = ['fullName', 'department', 'position'] as const;

/** 'Profil Bilgileri': display name, department and position. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation('account');
  const departmentLabel = useDepartmentLabel();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const departments: readonly string[] = PROFILE_DEPARTMENTS;
  const form = useForm<TProfileForm, unknown, z.output<typeof ZProfileForm>>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: {
      fullName: user.fullName,
      // An account whose department left the list starts from the default; nothing changes until saved.
      department: departments.includes(user.department)
        ? (user.department as TProfileForm['department'])
        : 'Genel',
      position: user.position,
    },
  });
  const { errors } = form.formState;
  const { showUnderField, boxError } = serverErrors(form, FIELDS);

  const submit = (values: z.output<typeof ZProfileForm>) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: ({ user: next }) => {
        setSaved(true);
        form.reset({ fullName: next.fullName, department: values.department, position: next.position });
      },
      onError: showUnderField,
    });
  };
  const serverError = boxError(update.error);

  return (
    <SectionCard id="profile-section" icon={UserRound} title={t('profile.title')} hint={t('profile.hint')}>
      <Form form={form} onValid={submit} className="space-y-4" aria-label={t('profile.title')}>
        {serverError ? <AlertBox tone="error">{errorText(errorMessage(serverError))}</AlertBox> : null}
        {saved && !form.formState.isDirty ? (
          <AlertBox tone="success" testId="profile-saved">
            {t('profile.saved')}
          </AlertBox>
        ) : null}
        <Field label={t('profile.fullName')} error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </Field>
        <Field label={t('profile.department')} error={errors.department?.message} id="account-department">
          <Select {...form.register('department')}>
            {PROFILE_DEPARTMENTS.map((d) => (
              <option key={d} value={d}>
                {departmentLabel(d)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('profile.position')} error={errors.position?.message}>
          <Input
            autoComplete="organization-title"
            placeholder={t('profile.positionPlaceholder')}
            {...form.register('position')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending} data-testid="profile-save">
            <Save className="h-4 w-4" aria-hidden />
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}
