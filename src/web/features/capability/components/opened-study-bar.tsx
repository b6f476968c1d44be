import { FilePlus2, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The saved study whose inputs are on screen, and 'Çalışmayı kapat' to start a new one. */
export function OpenedStudyBar({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('capability');
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900"
      data-testid="opened-study"
    >
      <span className="flex items-center gap-2 font-medium">
        <FolderOpen className="h-4 w-4" aria-hidden />
        {t('opened', { name })}
      </span>
      <Button variant="ghost" onClick={onClose}>
        <FilePlus2 className="h-4 w-4" aria-hidden />
        {t('closeStudy')}
      </Button>
    </div>
  );
}
