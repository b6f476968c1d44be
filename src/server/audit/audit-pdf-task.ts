import { setPlantTimeZone } from '../../domain/shared/plant-date';
import { buildAuditPdf, type AuditPdfInput } from './audit-pdf';

/** Pool task: the audit PDF rendered off the event loop (a report may list thousands of findings). */
export async function renderAuditPdfTask(input: AuditPdfInput): Promise<Uint8Array> {
  // A pool thread has its own module state: dates follow the main thread's plant zone.
  setPlantTimeZone(input.timeZone);
  return buildAuditPdf(input);
}
