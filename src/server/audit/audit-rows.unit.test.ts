import { describe, expect, it } from 'vitest';
import { buildReport } from '../../domain/audit/build-report';
import type { TFindingEvidence } from '../../domain/audit/contract';
import type { FindingDraft } from '../../domain/audit/finding-draft';
import { message, rows as rowList } from '../../domain/audit/messages/message-params';
import { NO_BRANDING } from '../pdf-kit/pdf-branding';
import { pdfPageTexts } from '../testing/pdf-text';
import { buildAuditCsv } from './audit-csv';
import { buildAuditPdf } from './audit-pdf';

// Issue 22: a grouped finding's rows, all of them, in the CSV (after the spec's columns) and the PDF.
const rows: TFindingEvidence[] = Array.from({ length: 30 }, (_, i) => ({
  documentId: 'p',
  file: 'PFMEA.xlsx',
  sheetOrPage: 'Hat A',
  row: i + 5,
  cellText: `Çapak ${i + 1}`,
}));
const draft: FindingDraft = {
  ruleId: 'pfmea-rpn-mismatch',
  message: message('pfmea-rpn-mismatch', { count: 30, rows: rowList(rows.map((r) => r.row ?? 0)) }),
  evidence: rows[0]!,
  rows,
};
// A linkage finding: it belongs to the control plan, its row stands in the PFMEA (named by file).
const linkage: FindingDraft = {
  ruleId: 'link-pfmea-step-missing-in-cp',
  message: message('pfmea-rpn-mismatch', { count: 1, rows: rowList([9]) }),
  documentType: 'control-plan',
  evidence: { documentId: 'c', file: 'KP.xlsx', sheetOrPage: null, row: null, cellText: null },
  rows: [{ documentId: 'p', file: 'PFMEA.xlsx', sheetOrPage: 'Hat A', row: 9, cellText: '40 Büküm' }],
};
const report = buildReport([draft, linkage]);

describe('a grouped finding in the CSV and PDF', () => {
  it('CSV: the spec’s columns first, then the row count and every row', () => {
    const csv = buildAuditCsv(report, { date: new Date('2026-11-26T10:00:00Z'), documents: ['PFMEA.xlsx'] });
    const lines = csv.split('\r\n');
    const header = lines.find((l) => l.startsWith('No;'))!.split(';');
    // Then the review's columns (issue 22 part 5), empty on an engine report.
    expect(header.slice(12, 15)).toEqual(['Kaynak', 'Satır Sayısı', 'Tüm Satırlar']);
    expect(header.slice(15)).toEqual([
      'İnceleme Kararı',
      'Özgün Kategori',
      'Red Gerekçesi',
      'Karar Veren',
      'Karar Zamanı',
    ]);
    const line = lines.find((l) => l.startsWith('2;Minör;RPN'))!;
    expect(line).toContain(';Kural;30;');
    for (let i = 0; i < 30; i++) expect(line).toContain(`Hat A · satır ${i + 5} “Çapak ${i + 1}”`);
    const link = lines.find((l) => l.includes('PFMEA’daki adım'))!;
    expect(link).toContain(';1;PFMEA.xlsx · Hat A · satır 9 “40 Büküm”');
  });

  it('CSV in English: the same columns named in English', () => {
    const csv = buildAuditCsv(report, { date: new Date(), documents: [], lang: 'en' });
    expect(csv).toContain(
      ';Source;Row Count;All Rows;Review Decision;Original Category;Rejection Reason;Decided By;Decided At\r\n',
    );
    expect(csv).toContain('Hat A · row 34 “Çapak 30”');
  });

  it('PDF: the whole list under the finding', async () => {
    const pdf = await buildAuditPdf({
      report,
      finishedAt: '2026-11-26T10:00:00Z',
      documents: ['PFMEA.xlsx'],
      auditedBy: 'Ayşe',
      branding: NO_BRANDING,
      timeZone: 'Europe/Istanbul',
      lang: 'tr',
    });
    const text = (await pdfPageTexts(pdf)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Satırlar (30):');
    expect(text).toContain('Hat A · satır 5 “Çapak 1”');
    expect(text).toContain('Hat A · satır 34 “Çapak 30”');
  });
});
