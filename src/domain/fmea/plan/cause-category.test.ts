import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../../auth/contract';
import { CAUSE_CATEGORIES } from '../contract';
import { CAUSE_WORDS, causeCategory, DEPARTMENT_BY_CAUSE } from './cause-category';

describe('causeCategory reads the cause text (Turkish and English, folded)', () => {
  it.each([
    ['Kalıbın aşınması', 'machine'],
    ['MAKİNENİN hidrolik basıncı düşüyor', 'machine'],
    ['Worn mould insert', 'machine'],
    ['Enjeksiyon basıncı reçetenin altında', 'method'],
    ['Wrong process parameter setting', 'method'],
    ['Granül nemli, kurutma yetersiz', 'material'],
    ['Tedarikçi lot farkı', 'material'],
    ['Supplier resin contamination', 'material'],
    ['Operatör eğitimi eksik', 'man'],
    ['Operatör yanlış parametre girdi', 'man'],
    ['Untrained operator, fatigue on night shift', 'man'],
    ['Ölçüm cihazı kalibrasyonu geçmiş', 'measurement'],
    ['Mastar aşınmış', 'measurement'],
    ['Gauge R&R not done', 'measurement'],
    ['Ortam sıcaklığı yüksek', 'environment'],
    ['Tozlu ortam', 'environment'],
    ['High ambient humidity in summer', 'environment'],
    ['ISIL işlem', null],
    ['', null],
    ['Bilinmiyor', null],
  ] as const)('%j → %s', (text, category) => {
    expect(causeCategory(text)).toBe(category);
  });

  it('short words match whole words only ("lot" is not "lotus")', () => {
    expect(causeCategory('lotus')).toBeNull();
    expect(causeCategory('Yeni lot')).toBe('material');
  });

  it('lists are folded (no Turkish letters, lower case)', () => {
    for (const category of CAUSE_CATEGORIES) {
      for (const word of CAUSE_WORDS[category]) expect(word).toMatch(/^[a-z]+$/);
    }
  });

  it('every 6M group is owned by a department users have', () => {
    for (const category of CAUSE_CATEGORIES) {
      expect(DEPARTMENTS).toContain(DEPARTMENT_BY_CAUSE[category]);
    }
  });
});
