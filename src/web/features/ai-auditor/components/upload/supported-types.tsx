import { useTranslation } from 'react-i18next';
import { AUDIT_DOCUMENT_TYPES } from '../../../../../domain/audit/contract';
import { DocumentTypeBadge } from '../badges';

/** 'Desteklenen Doküman Türleri': what each type holds, and the file formats read. */
export function SupportedTypes() {
  const { t } = useTranslation('aiAuditor');
  return (
    <section
      aria-labelledby="audit-supported-types"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="supported-types"
    >
      <h3 id="audit-supported-types" className="text-base font-semibold text-slate-900">
        {t('upload.supportedHeading')}
      </h3>
      <ul className="mt-3 space-y-2">
        {AUDIT_DOCUMENT_TYPES.map((type) => (
          <li key={type} className="grid grid-cols-[6.5rem_1fr] items-start gap-2 text-sm text-slate-700">
            <span>
              <DocumentTypeBadge type={type} />
            </span>
            <span>{t(`upload.supported.${type}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{t('upload.formats')}</p>
    </section>
  );
}
