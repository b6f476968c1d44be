import {
  AlertTriangle,
  ClipboardCheck,
  Info,
  Lightbulb,
  ListChecks,
  Network,
  Search,
  Tag,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalysisResult } from '../../../../../domain/analyses/contract';
import { FishboneDiagram } from './fishbone-diagram';
import { AlternativeEvidence, MatchEvidence, VerificationSteps } from './report-evidence';
import { formatPercent } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';

function Block({
  title,
  icon: Icon,
  children,
  tone = 'slate',
}: {
  title: string;
  icon: typeof Info;
  children: ReactNode;
  tone?: 'slate' | 'blue';
}) {
  return (
    <section
      className={`rounded-xl border p-4 ${tone === 'blue' ? 'border-blue-200 bg-blue-50' : 'border-slate-200 bg-white'}`}
    >
      <h4 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="h-4 w-4 text-blue-700" aria-hidden />
        {title}
      </h4>
      {children}
    </section>
  );
}

function List({ items, testId }: { items: readonly string[]; testId: string }) {
  return (
    <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-800" data-testid={testId}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ol>
  );
}

/** 'Özet Rapor': problem type, root cause, actions, recommendations, the Ishikawa diagram and alternatives. */
export function ReportSummary({ result }: { result: TAnalysisResult }) {
  const { t } = useTranslation('analyses');
  return (
    <div className="space-y-4" data-testid="report-summary">
      <MatchEvidence result={result} />
      <div className="grid gap-4 md:grid-cols-3">
        <Block title={t('report.problemType')} icon={Tag}>
          <p className="text-lg font-semibold text-slate-900" data-testid="problem-type">
            {result.problemType}
          </p>
        </Block>
        <div className="md:col-span-2">
          <Block title={t('report.rootCause')} icon={Search}>
            <p className="text-sm leading-relaxed text-slate-800" data-testid="root-cause">
              {result.rootCause}
            </p>
          </Block>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Block title={t('report.immediateActions')} icon={AlertTriangle}>
          <List items={result.immediateActions} testId="immediate-actions" />
        </Block>
        <Block title={t('report.recommendations')} icon={Lightbulb}>
          <List items={result.recommendations} testId="recommendations" />
        </Block>
      </div>
      <Block title={t('report.fishbone')} icon={Network}>
        <FishboneDiagram fishbone={result.fishbone} problemType={result.problemType} />
      </Block>
      <Block title={t('report.alternatives')} icon={ListChecks}>
        {result.alternatives.length === 0 ? (
          <p className="text-sm text-slate-600">
            {result.depth === 'quick' ? t('report.alternativesQuick') : t('report.noAlternatives')}
          </p>
        ) : (
          <ul className="space-y-2" data-testid="alternatives">
            {result.alternatives.map((alt) => (
              <li key={alt.id} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-start sm:gap-4">
                <div className="text-sm">
                  <span className="font-medium text-slate-900">{alt.name}</span>
                  <span className="text-slate-600"> · {alt.category}</span>
                  <AlternativeEvidence alternative={alt} />
                </div>
                <span className="flex items-center gap-2">
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                    <span
                      className="block h-full rounded-full bg-indigo-500"
                      style={{ width: `${Math.round(alt.score)}%` }}
                    />
                  </span>
                  <span className="w-20 text-right text-xs font-medium text-slate-700">
                    {t('report.alternativeScore', { score: formatPercent(alt.score, activeLocale()) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Block>
      {result.verificationSteps && result.verificationSteps.length > 0 ? (
        <Block title={t('report.verificationSteps')} icon={ClipboardCheck}>
          <VerificationSteps steps={result.verificationSteps} />
        </Block>
      ) : null}
      <Block title={t('report.technicalInfo')} icon={Info} tone="blue">
        <p className="text-sm leading-relaxed text-blue-900">{t('report.technicalInfoText')}</p>
      </Block>
    </div>
  );
}
