import { AlertTriangle, Brain, Download, FileText, ListTree } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalysis, TAnalysisResult } from '../../../../../domain/analyses/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { TabPanel, Tabs } from '../../../../components/ui/tabs';
import { errorMessage } from '../../../../lib/api-client';
import { useDownloadPdf } from '../../api/download-pdf';
import { ConfidenceChip, SourceBadge } from '../badges';
import { EightDClosure } from './eight-d-closure';
import { EightDSections } from './eight-d-sections';
import { ReportSummary } from './report-summary';
import { formatPercent } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';

type ReportTab = 'summary' | 'eightD';

/** Why an expert should look: no match at all, a match no surer than the generic report, or a low confidence. */
function ExpertReviewReason({ result }: { result: TAnalysisResult }) {
  const { t } = useTranslation('analyses');
  if (result.knowledgeEntryId !== null || result.source !== 'engineering_db')
    return <>{t('report.expertReviewHint')}</>;
  const closest = result.alternatives[0];
  return (
    <>
      {closest ? t('report.expertReviewWeakMatch', { name: closest.name }) : t('report.expertReviewNoMatch')}
    </>
  );
}

/** 'AI Analiz Raporu': confidence, source, PDF download and the two report tabs (summary first). */
export function ReportPanel({ analysis }: { analysis: TAnalysis }) {
  const { t } = useTranslation('analyses');
  const [tab, setTab] = useState<ReportTab>('summary');
  const download = useDownloadPdf();
  const idPrefix = useId().replace(/:/g, '');
  const result = analysis.analysisResult;

  return (
    <section
      aria-labelledby={`${idPrefix}-title`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="report-panel"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 bg-gradient-to-r from-blue-700 to-indigo-700 px-5 py-4 text-white">
        <div className="min-w-0">
          <h2 id={`${idPrefix}-title`} className="flex items-center gap-2 text-xl font-bold">
            <Brain className="h-6 w-6" aria-hidden />
            {t('report.title')}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-blue-50">
            <span data-testid="confidence-score">
              {t('report.confidenceScore', { value: formatPercent(analysis.confidence, activeLocale()) })}
            </span>
            <ConfidenceChip confidence={analysis.confidence} />
          </p>
          <p className="mt-1 text-sm break-words text-blue-50">{analysis.title}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SourceBadge source={result.source} className="bg-white/15 text-white ring-1 ring-white/40" />
          <Button
            variant="secondary"
            onClick={() => download.mutate({ kind: 'one', id: analysis.id })}
            disabled={download.isPending}
            data-testid="report-pdf"
          >
            <Download className="h-4 w-4" aria-hidden />
            {download.isPending ? t('report.pdfPreparing') : t('report.pdf')}
          </Button>
        </div>
      </header>
      <div className="space-y-3 px-5 pt-4">
        {result.expertReviewRecommended ? (
          <div
            role="note"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="expert-review"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>
              <strong>{t('report.expertReview')}</strong> – <ExpertReviewReason result={result} />
            </p>
          </div>
        ) : null}
        {download.error ? (
          <AlertBox tone="error">{errorMessage(download.error, t('report.pdfFailed'))}</AlertBox>
        ) : null}
      </div>
      <div className="px-5 pt-2 pb-5">
        <Tabs
          label={t('report.tabsLabel')}
          idPrefix={idPrefix}
          value={tab}
          onChange={setTab}
          items={[
            { id: 'summary', label: t('report.summaryTab'), icon: FileText },
            { id: 'eightD', label: t('report.eightDTab'), icon: ListTree },
          ]}
        />
        <TabPanel idPrefix={idPrefix} id={tab}>
          {tab === 'summary' ? (
            <ReportSummary result={result} />
          ) : (
            <>
              <EightDSections eightD={result.eightD} idPrefix={idPrefix} />
              <EightDClosure analysisId={analysis.id} />
            </>
          )}
        </TabPanel>
      </div>
    </section>
  );
}
