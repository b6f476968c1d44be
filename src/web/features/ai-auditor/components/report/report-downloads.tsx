import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { auditOperations as ops } from '../../../../../domain/audit/operations';
import { operationHref } from '../../../../lib/api-client';

const linkClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

/**
 * CSV and PDF of the report in the interface language (anything but English is Turkish). Plain
 * download links: the server names the file (IATF_AI_Denetim_Raporu_{date}.csv) and only finished
 * audits offer them.
 */
export function ReportDownloads({ auditId }: { auditId: string }) {
  const { t, i18n } = useTranslation('aiAuditor');
  const input = { params: { id: auditId }, query: { lang: i18n.language === 'en' ? 'en' : 'tr' } } as const;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('report.downloads')}>
      <a href={operationHref(ops.auditCsv, input)} download className={linkClass} data-testid="download-csv">
        <FileSpreadsheet className="h-4 w-4 text-green-700" aria-hidden />
        {t('report.csv')}
      </a>
      <a href={operationHref(ops.auditPdf, input)} download className={linkClass} data-testid="download-pdf">
        <FileDown className="h-4 w-4 text-red-700" aria-hidden />
        {t('report.pdf')}
      </a>
    </div>
  );
}
