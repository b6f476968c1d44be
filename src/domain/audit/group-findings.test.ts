import { describe, expect, it } from 'vitest';
import type { TExtractedDocumentInput } from './contract';
import { draftText } from './build-report';
import type { FindingDraft } from './finding-draft';
import { groupByDocument } from './group-findings';
import { message, rows } from './messages/message-params';
import { runAudit } from './run-audit';
import { PFMEA_COLUMNS } from './testing/linked-set-data';

const draft = (documentId: string | null, sheet: string, row: number): FindingDraft => ({
  ruleId: 'pfmea-rpn-mismatch',
  message: message('pfmea-rpn-mismatch', { count: 1, rows: rows([row]) }),
  evidence: { documentId, file: 'p.xlsx', sheetOrPage: sheet, row, cellText: '80' },
  rows: [{ documentId, file: 'p.xlsx', sheetOrPage: sheet, row, cellText: '80' }],
});

describe('groupByDocument: one finding per rule per document', () => {
  it('merges the tables of one document into the first finding, listing every row and naming the other sheets', () => {
    const grouped = groupByDocument([draft('p', 'Hat A', 5), draft('p', 'Hat B', 7), draft('q', 'Hat A', 9)]);
    expect(grouped).toHaveLength(2);
    expect(grouped[0]?.rows?.map((r) => `${r.sheetOrPage}:${r.row}`)).toEqual(['Hat A:5', 'Hat B:7']);
    expect(draftText(grouped[0]!).description).toMatch(
      /Yukarıdaki satırlar "Hat A" sayfasında; aynı bulgu şu sayfalarda da var: "Hat B" \(1 satır\)\. Tüm satırlar bulgunun satır listesinde\.$/,
    );
    // Another document keeps its own finding, without the clause.
    expect(draftText(grouped[1]!).description).not.toContain('aynı bulgu');
  });

  it('names no first sheet when the tables have none (Word tables)', () => {
    const plain = (row: number) => ({
      ...draft('p', 'x', row),
      evidence: { ...draft('p', 'x', row).evidence, sheetOrPage: null },
    });
    const [grouped] = groupByDocument([plain(3), plain(9)]);
    expect(draftText(grouped!).description).toMatch(
      /Aynı bulgu dokümanın diğer tablolarında da var \(1 satır daha\)\. Tüm satırlar bulgunun satır listesinde\.$/,
    );
  });

  it('leaves a finding about no document in particular alone', () => {
    const grouped = groupByDocument([draft(null, 'x', 1), draft(null, 'y', 2)]);
    expect(grouped).toHaveLength(2);
  });
});

describe('runAudit: two PFMEA sheets of one workbook that are no revisions of each other', () => {
  const header = PFMEA_COLUMNS.map(([, text]) => text.tr);
  const line = (op: string, step: string, mode: string, rpn: string) =>
    PFMEA_COLUMNS.map(
      ([field]) =>
        ({
          operationNumber: op,
          processStep: step,
          failureMode: mode,
          effect: 'Montaj olmaz',
          severity: '5',
          cause: 'Ayar',
          preventionControl: 'Talimat',
          occurrence: '2',
          detectionControl: 'Kumpas',
          detection: '3',
          rpn,
          actionPriority: 'L',
          recommendedAction: 'Yok',
          responsibility: 'Ali',
          targetDate: '2026-01-10',
        })[field as string] ?? '',
    );
  const sheet = (name: string, lines: string[][]) => ({
    sheet: name,
    rows: [['Proses FMEA'], header, ...lines].map((cells, i) => ({ row: i + 1, cells })),
  });
  const workbook: TExtractedDocumentInput = {
    id: 'w',
    name: 'PFMEA.xlsx',
    type: 'fmea',
    tables: [
      sheet('Kesme hattı', [line('10', 'Kesme', 'Boy kısa', '31'), line('20', 'Delme', 'Çap büyük', '30')]),
      sheet('Kaynak hattı', [line('30', 'Kaynak', 'Nüfuziyet', '29'), line('40', 'Boya', 'Kabarma', '99')]),
    ],
  };

  it('gives one RPN finding listing the rows of both sheets', () => {
    const found = runAudit([workbook]).findings.filter((f) => f.ruleId === 'pfmea-rpn-mismatch');
    expect(found).toHaveLength(1);
    expect(found[0]?.rows?.map((r) => `${r.sheetOrPage}:${r.row}`)).toEqual([
      'Kesme hattı:3',
      'Kaynak hattı:3',
      'Kaynak hattı:4',
    ]);
    expect(found[0]?.description).toContain(
      'Yukarıdaki satırlar "Kesme hattı" sayfasında; aynı bulgu şu sayfalarda da var: "Kaynak hattı" (2 satır).',
    );
  });
});
