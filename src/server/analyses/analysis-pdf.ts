import type { TListAnalysesQuery } from '../../domain/analyses/contract';
import type { Db } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import { countAnalyses, listFullAnalyses } from './list-analyses';
import { ANALYSIS_NOT_FOUND, getAnalysis } from './present-analysis';
import { buildAnalysesPdf } from './pdf/build-analyses-pdf';
import { bulkFileNames, reportFileNames } from './pdf/pdf-filename';

/** Most reports one bulk PDF holds (≈ 4 pages each): beyond it the user narrows the filter. */
export const BULK_PDF_MAX_REPORTS = 500;
export const BULK_PDF_TOO_MANY = `Tek seferde en fazla ${BULK_PDF_MAX_REPORTS} rapor indirilebilir. Lütfen arama veya kategori filtresiyle listeyi daraltın.`;
export const BULK_PDF_EMPTY = 'İndirilecek rapor bulunamadı';

export interface PdfFile {
  bytes: Buffer;
  names: { ascii: string; utf8: string };
}

/** One analysis as its 8D report PDF. */
export async function analysisPdf(db: Db, id: string): Promise<PdfFile> {
  const analysis = await getAnalysis(db, id);
  if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
  return {
    bytes: await buildAnalysesPdf([analysis], `8D Raporu — ${analysis.title}`),
    names: reportFileNames(analysis.title, new Date(analysis.createdAt)),
  };
}

/** Every report the history filter lists, in its order, as one PDF. */
export async function bulkAnalysesPdf(
  db: Db,
  filter: Pick<TListAnalysesQuery, 'search' | 'category' | 'sort'>,
): Promise<PdfFile> {
  const total = await countAnalyses(db, filter);
  if (total > BULK_PDF_MAX_REPORTS) throw new AppError(400, 'too_many_reports', BULK_PDF_TOO_MANY);
  if (total === 0) throw notFound(BULK_PDF_EMPTY);
  const analyses = await listFullAnalyses(db, filter, BULK_PDF_MAX_REPORTS);
  return { bytes: await buildAnalysesPdf(analyses, '8D Raporları'), names: bulkFileNames(new Date()) };
}
