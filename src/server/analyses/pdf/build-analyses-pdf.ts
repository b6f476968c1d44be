import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TAnalysis } from '../../../domain/analyses/contract';
import { createPdf, numberPages, toBuffer } from './pdf-writer';
import { renderAnalysis } from './render-analysis';

const FOOTER = 'Kalite Asistanı — 8D Problem Analiz Raporu';

/** One PDF holding the given reports, each starting on a new page, pages numbered over the whole file. */
export async function buildAnalysesPdf(analyses: readonly TAnalysis[], title: string): Promise<Buffer> {
  const doc = createPdf(title);
  for (const [index, analysis] of analyses.entries()) {
    if (index > 0) doc.addPage();
    renderAnalysis(doc, analysis);
    // Layout is synchronous: yield between reports so a bulk download does not stall other requests.
    await nextTurn();
  }
  numberPages(doc, FOOTER);
  return toBuffer(doc);
}
