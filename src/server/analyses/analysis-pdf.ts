import { eq, inArray } from 'drizzle-orm';
import type { TAnalysis, TListAnalysesQuery } from '../../domain/analyses/contract';
import { fillPdfLabel, PDF_LABELS, type TPdfLang } from '../../domain/analyses/pdf-labels';
import type { Db } from '../db/database';
import { aiAnalyses, users } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { historyOrder, historyWhere } from './analysis-filter';
import { ANALYSIS_NOT_FOUND, getAnalysis, presentAnalysis } from './present-analysis';
import { pdfBranding } from '../org-kit/pdf-branding';
import type { PdfBranding } from '../pdf-kit/pdf-branding';
import { bulkFileNames, reportFileNames } from '../pdf-kit/pdf-filename';

/**
 * Most reports one bulk PDF holds (≈ 4 pages each): beyond it the user narrows the filter.
 * @internal
 */
export const BULK_PDF_MAX_REPORTS = 500;
/** @internal */
export const BULK_PDF_TOO_MANY = `Tek seferde en fazla ${BULK_PDF_MAX_REPORTS} rapor indirilebilir. Lütfen arama veya kategori filtresiyle listeyi daraltın.`;
/** @internal */
export const BULK_PDF_EMPTY = 'İndirilecek rapor bulunamadı';
/** Full reports read per query: 500 at once held the event loop for a quarter of a second. */
const BULK_PDF_BATCH = 20;

/** What a PDF download holds (rendered on a worker thread from this plain data) and its file names. */
export interface PdfDownload {
  /** The reports in order, in batches read as the worker renders. */
  batches: AsyncIterable<TAnalysis[]> | Iterable<TAnalysis[]>;
  title: string;
  names: { ascii: string; utf8: string };
  branding: PdfBranding;
  lang: TPdfLang;
}

/** One analysis as its 8D report PDF. */
export async function analysisPdf(db: Db, id: string, lang: TPdfLang = 'tr'): Promise<PdfDownload> {
  const analysis = await getAnalysis(db, id);
  if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
  return {
    batches: [[analysis]],
    title: fillPdfLabel(PDF_LABELS[lang].documentTitle, { title: analysis.title }),
    names: reportFileNames(analysis.title, new Date(analysis.createdAt), lang),
    branding: await pdfBranding(db),
    lang,
  };
}

/** Every report the history filter lists, in its order, as one PDF. */
export async function bulkAnalysesPdf(
  db: Db,
  filter: Pick<TListAnalysesQuery, 'search' | 'category' | 'from' | 'to' | 'sort'>,
  lang: TPdfLang = 'tr',
): Promise<PdfDownload> {
  // The ids fix the list (and its order) once; one more than the cap tells that there are too many.
  const rows = await db
    .select({ id: aiAnalyses.id })
    .from(aiAnalyses)
    .where(historyWhere(filter))
    .orderBy(...historyOrder(filter.sort))
    .limit(BULK_PDF_MAX_REPORTS + 1);
  if (rows.length > BULK_PDF_MAX_REPORTS) throw new AppError(400, 'too_many_reports', BULK_PDF_TOO_MANY);
  if (rows.length === 0) throw notFound(BULK_PDF_EMPTY);
  return {
    batches: readInBatches(
      db,
      rows.map((row) => row.id),
    ),
    title: PDF_LABELS[lang].bulkDocumentTitle,
    names: bulkFileNames(new Date(), lang),
    branding: await pdfBranding(db),
    lang,
  };
}

/** The full reports of `ids`, in that order, BULK_PDF_BATCH per query; one deleted meanwhile is left out. */
async function* readInBatches(db: Db, ids: readonly string[]): AsyncGenerator<TAnalysis[]> {
  for (let start = 0; start < ids.length; start += BULK_PDF_BATCH) {
    const batch = ids.slice(start, start + BULK_PDF_BATCH);
    const rows = await db
      .select({ analysis: aiAnalyses, userFullName: users.fullName })
      .from(aiAnalyses)
      .leftJoin(users, eq(users.id, aiAnalyses.userId))
      .where(inArray(aiAnalyses.id, batch));
    const byId = new Map(rows.map((row) => [row.analysis.id, row]));
    yield batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentAnalysis(row.analysis, row.userFullName)] : [];
    });
  }
}
