import { describe, expect, it } from 'vitest';
import { displayToIso, isoToDisplay } from './date-text';

describe('date field text', () => {
  it('shows day.month.year in Turkish and day/month/year in English', () => {
    expect(isoToDisplay('2026-11-03', 'tr')).toBe('03.11.2026');
    expect(isoToDisplay('2026-11-03', 'en')).toBe('03/11/2026');
  });
  it('leaves text that is not an ISO date alone', () => expect(isoToDisplay('3.11', 'tr')).toBe('3.11'));
  it.each([
    ['03.11.2026', '2026-11-03'],
    ['3/1/2026', '2026-01-03'],
    [' 29.02.2028 ', '2028-02-29'],
  ])('reads %s as %s', (text, iso) => expect(displayToIso(text)).toBe(iso));
  it.each(['31.02.2026', '29.02.2027', '11/31/2026', '2026-11-03', '3.11', ''])('%s is no date', (text) =>
    expect(displayToIso(text)).toBeNull(),
  );
});
