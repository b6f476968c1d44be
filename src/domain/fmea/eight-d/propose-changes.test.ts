import { describe, expect, it } from 'vitest';
import {
  type CandidateLine,
  DETECTION_AFTER_ESCAPE,
  type EightDFacts,
  keyWords,
  matchingLines,
  OCCURRENCE_AFTER_EIGHT_D,
  proposeChanges,
  SEVERITY_OF_EIGHT_D,
} from './propose-changes';

const FACTS: EightDFacts = {
  title: 'Kapak parçasında çapak şikayeti',
  problemType: 'Çapak',
  rootCause: 'Kalıp ayırma yüzeyi aşınmış',
  recommendations: ['Kalıp bakım periyodu 20 000 baskıya indirilecek', 'Operatör eğitimi'],
  severity: 'high',
  customerImpact: 'Müşteri hattında montaj durdu',
  processWords: ['enjeksiyon'],
};

const line = (over: Partial<CandidateLine>): CandidateLine => ({
  fmeaId: 'f1',
  id: 'l1',
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapaklı parça',
  causes: 'Yanlış parametre',
  preventionControls: '',
  severity: 7,
  occurrence: 3,
  detection: 5,
  fmeaText: 'kapak pfmea enjeksiyon',
  ...over,
});

describe('the lines an 8D concerns', () => {
  it('match the failure through Turkish suffixes and the operation by its number', () => {
    const lines = [
      line({ id: 'a' }),
      line({ id: 'b', processStep: 'OP-20 Enj.', potentialFailure: 'ÇAPAĞI var' }),
      line({ id: 'c', processStep: 'Op 30 Montaj' }),
      line({ id: 'd', potentialFailure: 'Kapak kırık' }),
    ];
    expect(matchingLines(FACTS, lines, 'Op 20').map((l) => l.id)).toEqual(['a', 'b']);
    expect(matchingLines(FACTS, lines, '').map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(keyWords('Çapak hatası')).toEqual(['capak']);
  });

  it('put the process family first when no FMEA is named, and stop at ten', () => {
    const lines = [
      line({ id: 'metal', fmeaText: 'braket pfmea metal', processStep: 'Op 10 Kesme' }),
      line({ id: 'plastic', fmeaText: 'tampon pfmea', processStep: 'Op 10 Enjeksiyon' }),
    ];
    expect(matchingLines(FACTS, lines, '').map((l) => l.id)).toEqual(['plastic', 'metal']);
    const many = Array.from({ length: 30 }, (_, i) => line({ id: `x${i}` }));
    expect(matchingLines(FACTS, many, '')).toHaveLength(10);
  });
});

describe('the changes an 8D proposes', () => {
  it('a new cause, a new prevention control and O/D re-rated when the failure reached the customer', () => {
    const drafts = proposeChanges(FACTS, [line({})], { fmeaId: 'f1', operation: 'Op 20' });
    expect(drafts.map((d) => d.change)).toEqual([
      { kind: 'cause', add: 'Kalıp ayırma yüzeyi aşınmış' },
      { kind: 'control', add: 'Kalıp bakım periyodu 20 000 baskıya indirilecek' },
      { kind: 'ratings', occurrence: 4, detection: 7 },
    ]);
    expect(drafts[2]?.reason).toBe(
      '8D sonrası yeniden derecelendirme: hata gerçekleşti, O 3 → 4; hata müşteriye ulaştı, mevcut tespit yetersiz: D 5 → 7.',
    );
    expect(drafts.every((d) => d.lineId === 'l1' && d.lineLabel === 'Op 20 Enjeksiyon — Çapaklı parça')).toBe(
      true,
    );
  });

  it('nothing the line already says: a known cause and control, ratings already as high', () => {
    const known = line({
      causes: 'kalıp AYIRMA yüzeyi aşınmış; nem',
      preventionControls: 'Kalıp bakım periyodu 20 000 baskıya indirilecek',
      occurrence: 6,
      detection: 8,
    });
    expect(proposeChanges(FACTS, [known], { fmeaId: 'f1', operation: '' })).toEqual([]);
  });

  it('a new line in the named FMEA when none of its lines is about this failure, rated from the 8D', () => {
    const [draft, ...rest] = proposeChanges({ ...FACTS, customerImpact: '' }, [], {
      fmeaId: 'f1',
      operation: 'Op 20 Enjeksiyon',
    });
    expect(rest).toEqual([]);
    expect(draft).toMatchObject({
      lineId: null,
      change: {
        kind: 'line',
        processStep: 'Op 20 Enjeksiyon',
        potentialFailure: 'Çapak',
        causes: 'Kalıp ayırma yüzeyi aşınmış',
        preventionControls: 'Kalıp bakım periyodu 20 000 baskıya indirilecek',
        severity: 8,
        occurrence: 4,
        detection: 5,
      },
    });
    expect(draft?.reason).toBe(
      'FMEA’da "Op 20 Enjeksiyon" operasyonunda bu hata için satır yok; 8D’den yeni satır önerilir.',
    );
    // no FMEA named and nothing matched: nothing to propose
    expect(proposeChanges(FACTS, [], { fmeaId: null, operation: '' })).toEqual([]);
  });
});

describe('docs/reverse-fmea-rules.md §10 says what the code does', () => {
  it('names the ratings an 8D proposes', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../../../docs/reverse-fmea-rules.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## 10.'));
    expect(section).toContain(`O is at least **${OCCURRENCE_AFTER_EIGHT_D}**`);
    expect(section).toContain(`D is at least **${DETECTION_AFTER_ESCAPE}**`);
    const { critical, high, medium, low } = SEVERITY_OF_EIGHT_D;
    expect(section).toContain(
      `kritik **${critical}**, yüksek **${high}**, orta **${medium}**, düşük **${low}**`,
    );
  });
});
