import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANT_TIME_ZONE,
  isTimeZone,
  plantDate,
  plantTimeZone,
  setPlantTimeZone,
} from './plant-date';

afterEach(() => setPlantTimeZone(DEFAULT_PLANT_TIME_ZONE));

describe('plantDate', () => {
  // Istanbul is UTC+3 all year: its day starts at 21:00Z of the previous UTC day.
  it.each([
    ['2026-03-14T20:59:59Z', '2026-03-14'],
    ['2026-03-14T21:00:00Z', '2026-03-15'],
    ['2026-03-14T21:30:00Z', '2026-03-15'],
    ['2026-12-31T20:59:00Z', '2026-12-31'],
    ['2026-12-31T21:30:00Z', '2027-01-01'],
    ['2024-02-28T21:30:00Z', '2024-02-29'],
  ])('%s is %s in Europe/Istanbul by default', (instant, expected) => {
    expect(plantDate(new Date(instant))).toBe(expected);
  });

  it.each([
    ['UTC', '2026-03-14T21:30:00Z', '2026-03-14'],
    ['America/New_York', '2026-03-15T03:30:00Z', '2026-03-14'],
    ['Asia/Tokyo', '2026-03-14T15:00:00Z', '2026-03-15'],
  ])('takes the day in %s when asked', (zone, instant, expected) => {
    expect(plantDate(new Date(instant), zone)).toBe(expected);
  });

  it('follows the configured plant zone', () => {
    setPlantTimeZone('UTC');
    expect(plantTimeZone()).toBe('UTC');
    expect(plantDate(new Date('2026-03-14T21:30:00Z'))).toBe('2026-03-14');
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Istanbul', true],
    ['UTC', true],
    ['Mars/Base', false],
    ['', false],
  ])('%j → %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});
