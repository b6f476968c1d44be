import { useTranslation } from 'react-i18next';

/**
 * A department as the interface language writes it. Departments are stored as the spec's Turkish
 * values (a closed list); one that left the list is shown as stored.
 */
export function useDepartmentLabel(): (department: string) => string {
  const { t } = useTranslation();
  // i18next reads '.' as a key separator; no department in the list contains one
  return (department) =>
    department ? t(`departments.${department}`, { defaultValue: department }) : department;
}
