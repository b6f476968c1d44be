import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ROLE, DEPARTMENTS } from '../../../../domain/auth/contract';
import { USER_ROLES } from '../../../../domain/users/contract';
import {
  type TCreatedInvitation,
  type TCreateInvitation,
  type TCreateInvitationRequest,
  ZCreateInvitationRequest,
} from '../../../../domain/users/invitations-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { errorMessage } from '../../../lib/api-client';
import { useDepartmentLabel } from '../../../lib/department-label';
import { useCreateInvitation } from '../api/invitations';

/** 'Davet bağlantısı oluştur': the role (and department) the invited person will have, set in advance. */
export function InvitationForm({ onCreated }: { onCreated: (created: TCreatedInvitation) => void }) {
  const { t } = useTranslation('users');
  const departmentLabel = useDepartmentLabel();
  const errorText = useErrorText();
  const create = useCreateInvitation();
  const form = useForm<TCreateInvitationRequest, unknown, TCreateInvitation>({
    resolver: zodResolver(ZCreateInvitationRequest),
    defaultValues: { role: DEFAULT_ROLE, department: '', note: '' },
  });
  const { errors } = form.formState;
  const submit = (values: TCreateInvitation) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
    });
  return (
    <Form
      form={form}
      onValid={submit}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      aria-label={t('invitations.create')}
    >
      {create.error ? (
        <div className="sm:col-span-4">
          <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox>
        </div>
      ) : null}
      <Field label={t('invitations.role')} error={errors.role?.message}>
        <Select {...form.register('role')} data-testid="invitation-role">
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('invitations.department')} error={errors.department?.message}>
        <Select {...form.register('department')} data-testid="invitation-department">
          <option value="">{t('invitations.anyDepartment')}</option>
          {DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {departmentLabel(d)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('invitations.note')} error={errors.note?.message}>
        <Input {...form.register('note')} placeholder={t('invitations.notePlaceholder')} maxLength={200} />
      </Field>
      <Button type="submit" disabled={create.isPending} data-testid="create-invitation">
        {t('invitations.create')}
      </Button>
    </Form>
  );
}
