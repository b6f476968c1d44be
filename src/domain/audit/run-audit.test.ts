import { describe, expect, it } from 'vitest';
import type { TAuditProgress, TExtractedDocumentInput } from './contract';
import { auditRule } from './rules';
import { runAudit } from './run-audit';
import { findingAtRow, repeatedPerDocument } from './testing/cited-rows';
import { fixtureToExtracted } from './testing/fixture-document';
import { buildLinkedSet } from './testing/linked-set';

function extracted(lang: 'tr' | 'en', defects: boolean) {
  const set = buildLinkedSet(lang, { defects });
  return {
    set,
    documents: [
      fixtureToExtracted(set.flow, 'flow'),
      fixtureToExtracted(set.pfmea, 'pfmea'),
      fixtureToExtracted(set.controlPlan, 'cp'),
    ],
  };
}

describe.each(['tr', 'en'] as const)('runAudit on the linked set (%s), headers detected', (lang) => {
  it('finds nothing in the clean set', () => {
    const report = runAudit(extracted(lang, false).documents);
    expect(report.findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
    expect(report).toMatchObject({ overallScore: 85, complianceLevel: 'excellent', totalFindings: 0 });
  });

  it('finds every planted defect at its row, with its clause, and nothing else', () => {
    const { set, documents } = extracted(lang, true);
    const report = runAudit(documents);
    for (const defect of set.defects) {
      const at = findingAtRow(report.findings, defect);
      expect(at, `${defect.ruleId} at ${defect.file}:${defect.row}`).toBeDefined();
      expect(at?.finding.iatfClause).toBe(auditRule(defect.ruleId).clause);
      if (defect.cellText) expect(at?.cited.cellText).toContain(defect.cellText);
    }
    expect(repeatedPerDocument(report.findings)).toEqual([]);
    const planted = new Set<string>(set.defects.map((d) => d.ruleId));
    expect(report.findings.filter((f) => !planted.has(f.ruleId)).map((f) => f.ruleId)).toEqual([]);
  });
});

describe('runAudit', () => {
  it('reports the five real stages in order, each running then done', () => {
    const events: TAuditProgress[] = [];
    runAudit(extracted('tr', false).documents, {}, (p) => events.push(p));
    expect(events.map((e) => `${e.stage}:${e.state}:${e.completed}`)).toEqual([
      'reading:running:0',
      'reading:done:1',
      'classifying:running:1',
      'classifying:done:2',
      'control-plan:running:2',
      'control-plan:done:3',
      'pfmea:running:3',
      'pfmea:done:4',
      'linkage:running:4',
      'linkage:done:5',
    ]);
  });

  it('leaves out a rule the settings turned off, and applies the D limit', () => {
    const { documents } = extracted('tr', true);
    const all = runAudit(documents);
    expect(all.findings.some((f) => f.ruleId === 'pfmea-rpn-mismatch')).toBe(true);
    const off = runAudit(documents, { enabled: { 'pfmea-rpn-mismatch': false } });
    expect(off.findings.some((f) => f.ruleId === 'pfmea-rpn-mismatch')).toBe(false);
    // The planted D 8 without an owner: above a limit of 5 or 7, not above 8.
    const strict = runAudit(documents, { detectionLimit: 5 });
    const d = strict.findings.find((f) => f.ruleId === 'pfmea-detection-above-limit');
    expect(d?.description).toContain('sınırın (5) üzerinde');
    const lenient = runAudit(documents, { detectionLimit: 8 });
    expect(lenient.findings.some((f) => f.ruleId === 'pfmea-detection-above-limit')).toBe(false);
  });

  it.each([
    ['legacy-ppt', 'PPTX olarak kaydedin'],
    ['no-text-layer', 'metin katmanı yok'],
    ['encrypted', 'Parola korumasını kaldırıp'],
    ['corrupt', 'yeniden kaydedin'],
  ] as const)('turns a %s document into a finding that says what to do', (code, advice) => {
    const doc: TExtractedDocumentInput = { id: 'x', name: 'sunum.ppt', type: 'other', readProblem: { code } };
    const report = runAudit([doc]);
    expect(report.findings).toHaveLength(1);
    const [finding] = report.findings;
    expect(finding?.ruleId).toBe('doc-unreadable');
    expect(`${finding?.description} ${finding?.recommendation}`).toContain(advice);
    expect(finding?.evidence.file).toBe('sunum.ppt');
    expect(finding?.title).toBe('Doküman okunamadı: sunum.ppt');
  });

  it('says "no rows" for an empty form and invents nothing about its content', () => {
    const rows = [
      ['공정 FMEA (Process FMEA)'],
      [
        '공정단계 No.',
        'Potential Failure Mode',
        'Potential Effect',
        '심각도 S',
        'Potential Cause',
        '발생도 O',
        'Detection Control',
        '검출도 D',
        'AP (Action Priority)',
      ],
      ...Array.from({ length: 8 }, (_, i) => [String(i + 1), '', '', '', '', '', '', '', '']),
    ].map((cells, i) => ({ row: i + 1, cells }));
    const report = runAudit([{ id: 'f', name: 'PFMEA_양식.pdf', type: 'fmea', tables: [{ page: 1, rows }] }]);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['doc-empty']);
    expect(report.findings[0]?.description).toContain('0 satır');
    expect(report.findings[0]?.title).toBe('Boş form: PFMEA_양식.pdf');
  });

  it('says so when a readable document holds nothing it can check', () => {
    const report = runAudit([
      { id: 'o', name: 'notlar.docx', type: 'control-plan', text: 'Toplantı notları' },
    ]);
    expect(report.findings.map((f) => [f.ruleId, f.title])).toEqual([
      ['doc-unrecognized', 'İçerik tanınamadı: notlar.docx'],
    ]);
    expect(
      runAudit([{ id: 'e', name: 'bos.docx', type: 'other' }]).findings.map((f) => [f.ruleId, f.title]),
    ).toEqual([['doc-empty', 'Boş doküman: bos.docx']]);
  });

  it('reads a process flow written as numbered lines', () => {
    const text = '10 Hammadde kabul ve muayene\n20 Depolama\n30 Kesme\n40 Yeniden işleme\n';
    const report = runAudit([{ id: 'p', name: 'Süreç Akış.docx', type: 'process-flow', text }]);
    // Numbered, with inspection, storage and rework: only the absent PFMEA and control plan are said.
    expect(report.findings.map((f) => f.ruleId)).toEqual(['set-missing-document']);
    const unnumbered = runAudit([
      { id: 'p', name: 'akış.docx', type: 'process-flow', text: `${text}Paketleme\n` },
    ]);
    expect(unnumbered.findings.map((f) => f.ruleId)).toEqual(['set-missing-document']);
  });
});
