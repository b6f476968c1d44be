import { describe, expect, it } from 'vitest';
import { deadlineOf, dueDatesWithin, isOverdue } from './work-calendar';
import {
  addDays,
  isIsoDate,
  startOfZonedDay,
  weekDates,
  zonedDate,
  zoneOffsetMinutes,
} from '../shared/calendar';

describe('Istanbul work calendar', () => {
  it('takes the calendar date in Istanbul, not UTC', () => {
    // 22:30 UTC is already 01:30 the next day in Istanbul (UTC+3).
    expect(zonedDate(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(zonedDate(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'))).toBe(180);
  });

  it('validates real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('yarın')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });

  it('starts a day at local midnight and ends a task at the end of its due day', () => {
    expect(startOfZonedDay('2026-03-02').toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(deadlineOf('2026-03-02').toISOString()).toBe('2026-03-02T21:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // A zone with summer time: Berlin's first summer-time day still starts at local 00:00.
    expect(startOfZonedDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('marks open tasks past their due day as overdue', () => {
    expect(isOverdue({ status: 'todo', dueDate: '2026-03-01' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ status: 'todo', dueDate: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ status: 'completed', dueDate: '2026-03-01' }, '2026-03-02')).toBe(false);
  });

  it('ends the due day at local midnight: completion at 23:59 Istanbul time is on time', () => {
    expect(new Date('2026-03-02T20:59:00Z') < deadlineOf('2026-03-02')).toBe(true);
    expect(new Date('2026-03-02T21:01:00Z') < deadlineOf('2026-03-02')).toBe(false);
  });

  it('finds the due dates whose deadline is within the next 24 hours', () => {
    // 10:00 in Istanbul: today's tasks end at 24:00 (14 h away), tomorrow's in 38 h.
    expect(dueDatesWithin(new Date('2026-03-02T07:00:00Z'), 24)).toEqual(['2026-03-02']);
    expect(dueDatesWithin(new Date('2026-03-02T07:00:00Z'), 48)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('lists Monday to Sunday of the week', () => {
    expect(weekDates('2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekDates('2026-03-08')[0]).toBe('2026-03-02');
    expect(weekDates('2026-03-02')[6]).toBe('2026-03-08');
  });
});
