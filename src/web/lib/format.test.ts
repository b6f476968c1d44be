import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLANT_TIME_ZONE, setPlantTimeZone } from '../../domain/shared/plant-date';
import { formatDateTime, formatPercent } from './format';

afterEach(() => setPlantTimeZone(DEFAULT_PLANT_TIME_ZONE));

describe('formatDateTime', () => {
  it("shows an instant in the plant's zone, whatever the device's zone", () => {
    const at = '2025-03-10T22:30:00.000Z';
    expect(formatDateTime(at)).toBe('11.03.2025 01:30');
    setPlantTimeZone('America/New_York');
    expect(formatDateTime(at)).toBe('10.03.2025 18:30');
    expect(formatDateTime(null)).toBeNull();
  });
});

describe('formatPercent: one format per language', () => {
  it.each([
    [85, 'tr-TR', '%85'],
    [85, 'en-GB', '85%'],
    [33.3, 'tr-TR', '%33'],
    [0, 'en-GB', '0%'],
    [100, 'tr-TR', '%100'],
  ])('%d in %s is %s', (value, locale, text) => expect(formatPercent(value, locale)).toBe(text));
  it('keeps the decimal comma in Turkish', () => expect(formatPercent(12.5, 'tr-TR', 1)).toBe('%12,5'));
});
