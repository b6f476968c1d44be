import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TOrgSettings } from '../../../../domain/settings/contract';
import { canEditOrganisation } from '../../../../domain/settings/permissions';
import { AlertBox } from '../../../components/ui/alert-box';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { useOrgSettings } from '../api/org-settings';
import { AiSettingsForm } from './ai-settings-form';
import { depthDescriptionKey } from './depth-description';
import { formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';

function ReadOnlySettings({ settings }: { settings: TOrgSettings }) {
  const { t } = useTranslation('settings');
  const rows: [string, string][] = [
    [t('ai.provider'), t(`providers.${settings.aiProvider}`)],
    [t('ai.apiKey'), settings.apiKeySet ? t('ai.keyStored', { hint: settings.apiKeyHint }) : t('ai.noKey')],
    [t('ai.model'), settings.model || '–'],
    [
      t('ai.depth'),
      `${t(`depth.${settings.analysisDepth}.label`)} (${t(depthDescriptionKey(settings.aiProvider, settings.analysisDepth))})`,
    ],
    [t('ai.threshold'), formatPercent(settings.confidenceThreshold, activeLocale())],
  ];
  return (
    <dl
      className="divide-y divide-slate-100 rounded-xl border border-slate-200"
      data-testid="ai-settings-readonly"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="text-sm font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'AI Ayarları': a Yönetici edits them; everyone else sees the values read-only with a note. */
export function AiSettingsTab() {
  const { t } = useTranslation('settings');
  const me = useMe();
  const settings = useOrgSettings();
  if (me.isPending || settings.isPending) return <PageSpinner label={t('loading')} />;
  if (settings.error) return <AlertBox tone="error">{errorMessage(settings.error)}</AlertBox>;
  if (me.data && canEditOrganisation(me.data)) return <AiSettingsForm settings={settings.data} />;
  return (
    <div className="space-y-4">
      <div
        role="note"
        className="flex items-start gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        data-testid="admin-only-note"
      >
        <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {t('ai.adminOnly')}
      </div>
      <ReadOnlySettings settings={settings.data} />
    </div>
  );
}
