import { describe, expect, it } from 'vitest';
import { ZAuditRuleSettings, ZExtractedDocument, ZFinding } from './contract';
import { COMPLIANCE_LEVEL_LABELS, DOCUMENT_TYPE_LABELS } from './labels';

describe('audit contract', () => {
  it('fills the defaults of an extracted document', () => {
    const doc = ZExtractedDocument.parse({ id: 'd1', name: 'a.pdf', type: 'other', tables: [{ rows: [] }] });
    expect(doc.text).toBe('');
    expect(doc.tables[0]?.headerRow).toBeNull();
  });

  it('defaults the rule settings: all rules on, D limit 7, RPN bands 150/100', () => {
    expect(ZAuditRuleSettings.parse({})).toEqual({
      enabled: {},
      detectionLimit: 7,
      rpnBands: { high: 150, medium: 100 },
    });
  });

  it.each([
    [{ detectionLimit: 0 }, 'Tespit (D) sınırı'],
    [{ detectionLimit: 11 }, 'Tespit (D) sınırı'],
    [{ rpnBands: { high: 100, medium: 100 } }, 'Kırmızı RPN sınırı'],
    [{ rpnBands: { high: 1001, medium: 100 } }, 'RPN sınırı'],
  ])('rejects %j with a Turkish message', (input, message) => {
    const result = ZAuditRuleSettings.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('accepts a clause number only', () => {
    const finding = {
      id: 'finding-1',
      category: 'major',
      title: 't',
      description: 'd',
      iatfClause: '8.5.1.1',
      recommendation: 'r',
      priority: 'high',
      documentType: 'control-plan',
      ruleId: 'cp-missing-columns',
      evidence: { documentId: null, file: null, sheetOrPage: null, row: null, cellText: null },
      source: 'rules',
    };
    expect(ZFinding.safeParse(finding).success).toBe(true);
    expect(ZFinding.safeParse({ ...finding, iatfClause: '8.5.1.1 Control plan' }).success).toBe(false);
  });

  it('keeps the spec labels exactly', () => {
    expect(Object.values(COMPLIANCE_LEVEL_LABELS)).toEqual([
      'Mükemmel',
      'İyi',
      'İyileştirme Gerekli',
      'Kritik',
    ]);
    expect(Object.values(DOCUMENT_TYPE_LABELS)).toEqual([
      'Kontrol Planı',
      'FMEA',
      'Sinoptik',
      'Süreç Akışı',
      'Diğer',
    ]);
  });
});
