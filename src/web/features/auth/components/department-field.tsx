import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPARTMENTS } from '../../../../domain/auth/contract';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { useDepartmentLabel } from '../../../lib/department-label';

type Props = ComponentProps<'select'> & {
  /** The department an invitation fixed: the server uses it, so the form does not offer a choice. */
  fixed: string | null;
};

/** 'Departman' at sign-up: the spec's list with an empty first choice, or the invitation's department. */
export function DepartmentField({ fixed, ...select }: Props) {
  const { t } = useTranslation();
  const departmentLabel = useDepartmentLabel();
  return (
    <Field label={t('auth.department')}>
      {fixed ? (
        <Input value={departmentLabel(fixed)} readOnly disabled />
      ) : (
        <Select {...select}>
          <option value="">{t('auth.departmentPlaceholder')}</option>
          {DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {departmentLabel(d)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
