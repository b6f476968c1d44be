import { useQuery } from '@tanstack/react-query';
import { ClipboardCopy, FileDown, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildCapabilityCsv,
  buildTabSeparatedCopy,
  capabilityCsvFileName,
} from '../../../../domain/capability/capability-export';
import { orgProfileOperations } from '../../../../domain/settings/org-profile';
import { AlertBox } from '../../../components/ui/alert-box';
import { callOperation } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import type { Calculation } from '../hooks/use-calculator';
import { copyText } from '../utils/copy-text';
import { saveTextFile } from '../utils/save-text-file';

/** 'Excel' (CSV with BOM, named with today's date), 'Kopyala' (tab-separated) and 'Kaydet'. */
export function ExportActions({ calculation, onSave }: { calculation: Calculation; onSave: () => void }) {
  const { t, i18n } = useTranslation('capability');
  // The file and the copied table follow the interface language (labels, decimal mark, separator).
  const language = i18n.language === 'en' ? 'en' : 'tr';
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Same query as the header's (Ayarlar → Kurum): the exported file carries the plant's name.
  const profile = useQuery({
    queryKey: ['settings', 'profile'],
    queryFn: ({ signal }) => callOperation(orgProfileOperations.get, undefined, signal),
    staleTime: 5 * 60_000,
  }).data;

  const exportCsv = () => {
    const today = new Date();
    const plant = { name: profile?.plantName ?? '', timeZone: profile?.effectiveTimeZone };
    saveTextFile(
      buildCapabilityCsv(calculation, calculation.result, today, language, plant),
      capabilityCsvFileName(today, language),
    );
  };
  const copy = async () => {
    try {
      await copyText(buildTabSeparatedCopy(calculation.values, calculation.result, language));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={exportCsv}>
          <FileDown className="h-4 w-4 text-emerald-700" aria-hidden />
          {t('actions.excel')}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          <ClipboardCopy className="h-4 w-4" aria-hidden />
          {t('actions.copy')}
        </Button>
        <Button onClick={onSave}>
          <Save className="h-4 w-4" aria-hidden />
          {t('actions.save')}
        </Button>
      </div>
      {copyState === 'copied' ? (
        <AlertBox tone="success" testId="copy-confirmation">
          {t('actions.copied')}
        </AlertBox>
      ) : null}
      {copyState === 'failed' ? <AlertBox tone="error">{t('actions.copyFailed')}</AlertBox> : null}
    </div>
  );
}
