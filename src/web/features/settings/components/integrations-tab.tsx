import { Activity, BarChart3, Cpu, Database, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { API_TOKEN_MESSAGES } from '../../../../domain/feeds/contract';
import {
  POWERBI_FIELD_MESSAGES,
  POWERBI_MESSAGES,
  type TPowerBiState,
} from '../../../../domain/powerbi/contract';
import { registerValidationMessages, useErrorText } from '../../../components/ui/form/error-text';
import { useIntegrationStatus } from '../api/org-settings';
import { usePowerBiSettings } from '../api/powerbi-settings';
import { ApiTokensSection } from './api-tokens-section';
import { PowerBiSettingsForm } from './powerbi-settings-form';

// The contracts' Turkish messages, shown in the interface language (settings:validation.<key>).
registerValidationMessages('settings', POWERBI_FIELD_MESSAGES);
registerValidationMessages('settings', POWERBI_MESSAGES);
registerValidationMessages('settings', API_TOKEN_MESSAGES);

const POWERBI_TONE: Record<TPowerBiState, Tone> = {
  not_configured: 'neutral',
  authenticated: 'ok',
  failed: 'bad',
};

type Tone = 'ok' | 'bad' | 'neutral';
const TONE: Record<Tone, string> = {
  ok: 'bg-green-100 text-green-800',
  bad: 'bg-red-100 text-red-800',
  neutral: 'bg-slate-100 text-slate-800',
};

function Card({
  icon: Icon,
  title,
  status,
  tone,
  children,
  testId,
}: {
  icon: typeof Database;
  title: string;
  status: string;
  tone: Tone;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon className="h-5 w-5 text-blue-700" aria-hidden />
          {title}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[tone]}`}>{status}</span>
      </div>
      <dl className="space-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="shrink-0 whitespace-nowrap text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** The service principal form (Yönetici edits, others read) under its heading. */
function PowerBiSection() {
  const { t } = useTranslation('settings');
  const settings = usePowerBiSettings();
  return (
    <section
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="powerbi-settings"
    >
      <div>
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <BarChart3 className="h-5 w-5 text-blue-700" aria-hidden />
          {t('powerbi.formTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('powerbi.formIntro')}</p>
      </div>
      {settings.data ? (
        <PowerBiSettingsForm settings={settings.data} />
      ) : settings.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <AlertBox tone="error">{errorMessage(settings.error)}</AlertBox>
      )}
    </section>
  );
}

/**
 * 'Entegrasyonlar': live, read-only status of the database, the realtime server, the AI provider and
 * Power BI; the Power BI service principal; the user's personal API tokens for the feeds.
 */
export function IntegrationsTab() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const status = useIntegrationStatus();
  const locale = activeLocale();
  if (status.isPending) return <PageSpinner label={t('loading')} />;
  if (status.data === undefined) return <AlertBox tone="error">{errorMessage(status.error)}</AlertBox>;
  const { database, realtime, ai, powerbi } = status.data;
  const aiTone: Tone = ai.reachable === null ? 'neutral' : ai.reachable ? 'ok' : 'bad';
  const aiStatus =
    ai.reachable === null
      ? t('integrations.notChecked')
      : ai.reachable
        ? t('integrations.reachable')
        : t('integrations.unreachable');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('integrations.intro')}</p>
        <Button
          variant="secondary"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          data-testid="integrations-refresh"
        >
          <RefreshCw className={`h-4 w-4 ${status.isFetching ? 'animate-spin' : ''}`} aria-hidden />
          {t('integrations.refresh')}
        </Button>
      </div>
      {status.error ? <AlertBox tone="error">{errorMessage(status.error)}</AlertBox> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Card
          icon={Database}
          title={t('integrations.database')}
          status={database.ok ? t('integrations.ok') : t('integrations.failing')}
          tone={database.ok ? 'ok' : 'bad'}
          testId="integration-database"
        >
          <Row term={t('integrations.kind')} value={t(`integrations.kinds.${database.kind}`)} />
          <Row term={t('integrations.latency')} value={`${formatNumber(database.latencyMs, 1, locale)} ms`} />
        </Card>
        <Card
          icon={Activity}
          title={t('integrations.realtime')}
          status={t('integrations.live')}
          tone="ok"
          testId="integration-realtime"
        >
          <Row term={t('integrations.connections')} value={formatNumber(realtime.connections, 0, locale)} />
          <Row term={t('integrations.onlineUsers')} value={formatNumber(realtime.onlineUsers, 0, locale)} />
        </Card>
        <Card icon={Cpu} title={t('integrations.ai')} status={aiStatus} tone={aiTone} testId="integration-ai">
          <Row term={t('ai.provider')} value={t(`providers.${ai.provider}`)} />
          <Row term={t('integrations.checkedAt')} value={formatDateTime(ai.checkedAt, locale) ?? '–'} />
          {ai.message && ai.message !== aiStatus ? (
            <p className="pt-2 text-sm break-words text-slate-700">{ai.message}</p>
          ) : null}
        </Card>
        <Card
          icon={BarChart3}
          title={t('powerbi.card')}
          status={t(`powerbi.states.${powerbi.state}`)}
          tone={POWERBI_TONE[powerbi.state]}
          testId="integration-powerbi"
        >
          {powerbi.reportCount !== null ? (
            <Row term={t('powerbi.reports')} value={formatNumber(powerbi.reportCount, 0, locale)} />
          ) : null}
          <Row term={t('integrations.checkedAt')} value={formatDateTime(powerbi.checkedAt, locale) ?? '–'} />
          {powerbi.state === 'authenticated' ? null : (
            <p className="pt-2 text-sm break-words text-slate-700" data-testid="powerbi-status-message">
              {errorText(powerbi.message)}
            </p>
          )}
        </Card>
      </div>
      <PowerBiSection />
      <ApiTokensSection />
    </div>
  );
}
