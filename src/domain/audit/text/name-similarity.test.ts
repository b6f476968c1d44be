import { describe, expect, it } from 'vitest';
import { nameSimilarity, nameStems, SAME_STEP } from './name-similarity';

const sim = (a: string, b: string) => nameSimilarity(nameStems(a), nameStems(b));

describe('nameSimilarity (Turkish-aware)', () => {
  it.each([
    ['Kaynak', 'KAYNAK'],
    ['Kaynak', 'Kaynak işlemi'],
    ['Çapak alma', 'capak alma'],
    ['Çapak Alma', 'Çapağı alma'],
    ['Isıl işlem', 'ISIL İŞLEM'],
    ['Paketleme', 'Paketlenme'],
    ['Hammadde kabul', 'Hammadde Kabul ve Giriş Kontrolü'],
    ['Final inspection', 'Final Inspection'],
    ['Welding', 'weld'],
  ])('%s ≈ %s', (a, b) => {
    expect(sim(a, b)).toBeGreaterThanOrEqual(SAME_STEP);
  });

  it.each([
    ['Kaynak', 'Boyama'],
    ['Kesme', 'Paketleme'],
    ['Hammadde kabul', 'Sevkiyat'],
    ['Final inspection', 'Painting'],
    ['Delme', 'Montaj'],
  ])('%s ≠ %s', (a, b) => {
    expect(sim(a, b)).toBeLessThan(SAME_STEP);
  });

  it('gives 0 for an empty name', () => {
    expect(sim('', 'Kaynak')).toBe(0);
  });
});
