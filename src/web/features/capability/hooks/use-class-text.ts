import { useTranslation } from 'react-i18next';
import type { TCapabilityClassId } from '../../../../domain/capability/contract';
import { CLASS_TEXT_EN } from '../../../../domain/capability/export-labels';

/**
 * The Cpk class name and advice in the interface language: the result carries the spec's Turkish text;
 * English comes from the same table the English CSV uses.
 */
export function useClassText() {
  const { i18n } = useTranslation();
  return (cls: { id: TCapabilityClassId; label: string }, recommendation?: string) => {
    const english = i18n.language === 'en' ? CLASS_TEXT_EN[cls.id] : null;
    return {
      label: english?.label ?? cls.label,
      recommendation: english?.recommendation ?? recommendation ?? '',
    };
  };
}
