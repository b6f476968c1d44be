import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_DOCUMENT_TYPES, READ_PROBLEM_CODES, ZAuditReport } from './contract';
import { runAudit } from './run-audit';

// Cells drawn from what real sheets hold: header words of every kind, ratings, operation numbers,
// Turkish letters, fillers and noise, so random tables hit header detection and every rule.
const WORDS = [
  'Op. No',
  'Proses Adımı',
  'Hata Modu',
  'Şiddet (S)',
  'Olasılık (O)',
  'Saptanabilirlik (D)',
  'RPN',
  'AP',
  'Sınıf',
  'Reaksiyon Planı',
  'Kontrol Yöntemi',
  'Ölçüm Tekniği',
  'Spesifikasyon / Tolerans',
  'Ürün Karakteristiği',
  'Adım No',
  'Adım Türü',
  'Numune Boyutu',
  'Sıklık',
  'Sorumlu',
  'Termin',
  'CC',
  'SC',
  'H',
  'M',
  'L',
  '-',
  'N/A',
  '30 & 40',
  '170,180,190&200',
  '90A',
  'I-10\n(수입검사)',
  'Kumpas',
  'MSA-1',
  'Depolama',
  'Muayene',
  'Tamir',
  'İĞÜŞÇÖ ığüşçö',
  'PREPARED BY :',
  'Kaynak '.repeat(500),
  Array.from({ length: 300 }, (_, i) => String(i * 10)).join(','),
  '%',
  '1-5',
  '#VALUE!',
  '',
];
const cellArb = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.integer({ min: -5, max: 120 }).map(String),
  fc.string({ maxLength: 12 }),
);
const tableArb = fc.record({
  sheet: fc.string({ maxLength: 10 }),
  rows: fc
    .array(fc.array(cellArb, { maxLength: 14 }), { maxLength: 30 })
    .map((rows) => rows.map((cells, i) => ({ row: i + 1, cells }))),
});
const documentArb = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 30 }),
  type: fc.constantFrom(...AUDIT_DOCUMENT_TYPES),
  tables: fc.array(tableArb, { maxLength: 3 }),
  text: fc.string({ maxLength: 200 }),
  readProblem: fc.option(fc.record({ code: fc.constantFrom(...READ_PROBLEM_CODES) }), { nil: undefined }),
});

describe('runAudit on arbitrary documents', () => {
  it('never throws and always answers a valid report whose level follows its counts', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 4 }), (documents) => {
        const report = ZAuditReport.parse(runAudit(documents));
        expect(report.totalFindings).toBe(report.findings.length);
        expect(report.majorFindings + report.minorFindings + report.observations).toBe(report.totalFindings);
        expect(new Set(report.findings.map((f) => f.id)).size).toBe(report.findings.length);
      }),
      { numRuns: 150 },
    );
  });
});
