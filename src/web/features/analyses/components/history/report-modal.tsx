import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Modal } from '../../../../components/ui/modal';
import { PageSpinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useAnalysis } from '../../api/get-analysis';
import { ReportPanel } from '../report/report-panel';

function ReportById({ id }: { id: string }) {
  const { t } = useTranslation('analyses');
  const query = useAnalysis(id);
  if (query.isPending) return <PageSpinner label={t('report.loading')} />;
  if (query.error) return <AlertBox tone="error">{errorMessage(query.error)}</AlertBox>;
  return <ReportPanel analysis={query.data} />;
}

/** A report opened from the history; its URL (?report=<id>) survives refresh and can be shared. */
export function ReportModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('analyses');
  return (
    <Modal open={id !== null} onClose={onClose} title={t('history.reportTitle')} widthClass="max-w-6xl">
      {id ? <ReportById id={id} /> : null}
    </Modal>
  );
}
