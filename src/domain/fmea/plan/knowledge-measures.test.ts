import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../../analyses/knowledge/search';
import { assessMatch } from '../../analyses/match-confidence';
import { knowledgeFinder, type KnowledgeHit } from './knowledge-measures';

/** The 8D search itself, run on every text: what the memoised finder must answer. */
function searched(text: string): KnowledgeHit | null {
  const matches = searchKnowledge({ title: text });
  const assessment = assessMatch(text, matches);
  const best = matches[0];
  if (!assessment.accepted || !best) return null;
  const { id, name, preventiveMeasures } = best.entry;
  return { id, name, preventiveMeasures, confidence: assessment.confidence };
}

const TEXTS = [
  'Çapak',
  'ÇAPAK',
  'Çapak 12. operasyonda',
  'Çapak 13. operasyonda',
  'Çapak 1234. operasyonda',
  'çapak\toluşumu',
  'çapak\u00a0oluşumu',
  'Çapak\nve çizik',
  '  Eksik   Baskı  ',
  'EKSİK BASKI',
  'Eksik Baskı parça dolmamış',
  'Eksik Baskı parça dolmamış ve yüzeyde çizik',
  'Müşteride Eksik Baskı şikayeti 7',
  'ISIL İŞLEM SONRASI ÇATLAK',
  'Isıl işlem sonrası çatlak',
  'I',
  'İ̇ki kat boya',
  'Short shot at gate',
  'Flash on parting line',
  'Renk tonu farklı',
  'Boya akması / sarkma!',
  'Kaynak çatlağı (Op 40)',
  've ile bir',
  'hata',
  '',
  '   ',
  '---',
  '123',
  'Kablo ezilmiş',
];

describe('knowledgeFinder', () => {
  it('answers what the 8D search answers for every text, in any order and repeated', () => {
    const find = knowledgeFinder();
    for (const text of [...TEXTS, ...[...TEXTS].reverse()])
      expect(find(text), JSON.stringify(text)).toEqual(searched(text));
  });

  it('gives equal hits as one object (the plan shares its decisions by it)', () => {
    const find = knowledgeFinder();
    const a = find('Eksik Baskı 98765');
    expect(a).not.toBeNull();
    expect(find('Eksik Baskı 98764')).toBe(a);
  });
});
