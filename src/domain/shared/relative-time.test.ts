import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'now', value: 0 }],
    [1, { unit: 'minutes', value: 1 }],
    [59, { unit: 'minutes', value: 59 }],
    [60, { unit: 'hours', value: 1 }],
    [1439, { unit: 'hours', value: 23 }],
    [1440, { unit: 'days', value: 1 }],
    [4320, { unit: 'days', value: 3 }],
  ])('%i minutes ago', (minutes, expected) => {
    expect(relativeTime(ago(minutes), now)).toEqual(expected);
  });
});
