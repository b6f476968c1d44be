import { DatabaseBackup } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useBackupStatus } from '../api/backup-status';

/** "48 KB", "12,4 MB": a backup of a fresh installation is a few KB. */
function sizeText(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1
    ? `${formatNumber(mb, 1, locale)} MB`
    : `${formatNumber(Math.max(1, bytes / 1024), 0, locale)} KB`;
}

/** 'Yedekleme' (Yönetici): the last backup (time, size, where) and a warning when it is overdue. */
export function BackupStatusCard() {
  const { t } = useTranslation('settings');
  const status = useBackupStatus(true);
  const locale = activeLocale();
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid="backup-status">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <DatabaseBackup className="h-5 w-5 text-blue-700" aria-hidden />
        {t('backup.title')}
      </h3>
      {status.isError ? <AlertBox tone="error">{errorMessage(status.error)}</AlertBox> : null}
      {status.data ? (
        <>
          {status.data.last ? (
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600">{t('backup.lastAt')}</dt>
              <dd className="text-slate-900">{formatDateTime(status.data.last.at, locale)}</dd>
              <dt className="text-slate-600">{t('backup.size')}</dt>
              <dd className="text-slate-900">{sizeText(status.data.last.bytes, locale)}</dd>
              <dt className="text-slate-600">{t('backup.where')}</dt>
              <dd className="font-mono text-xs break-all text-slate-900">{status.data.last.file}</dd>
            </dl>
          ) : null}
          {status.data.scheduled ? (
            <p className="text-sm text-slate-600">
              {t('backup.schedule', {
                every: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                  status.data.everyHours ?? 0,
                ),
                keep: status.data.keep,
                dir: status.data.dir,
              })}
            </p>
          ) : (
            <AlertBox tone="error" testId="backup-not-scheduled">
              {t('backup.notScheduled')}
            </AlertBox>
          )}
          {status.data.scheduled && status.data.overdue ? (
            <AlertBox tone="error" testId="backup-overdue">
              {status.data.last ? t('backup.overdue') : t('backup.none')}
            </AlertBox>
          ) : null}
          {status.data.lastError ? (
            <AlertBox tone="error">{t('backup.lastError', { error: status.data.lastError })}</AlertBox>
          ) : null}
          <p className="text-xs text-slate-500">{t('backup.howTo')}</p>
        </>
      ) : null}
    </section>
  );
}
