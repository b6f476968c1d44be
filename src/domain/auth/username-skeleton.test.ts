import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton';

describe('usernameSkeleton: look-alikes share one key', () => {
  it.each([
    [
      'admin',
      [
        'ADMIN',
        'Admin',
        'аdmin' /* Cyrillic а */,
        'ａｄｍｉｎ' /* fullwidth */,
        'ＡＤＭＩＮ',
        'ADMİN',
        'admın',
      ],
    ],
    ['kalip', ['KALIP', 'Kalıp', 'KALİP', 'kalıp']],
    ['ismail', ['ISMAIL', 'İSMAİL', 'İsmail', 'Ismail', 'ısmaıl']],
    // Invisible characters and a combining dot on 'i' do not make a new name.
    ['admin', ['ad\u200bmin', 'admi\u0307n', 'admin\u3164' /* Hangul filler */]],
    // Capital I ≡ i (Turkish rule) and I ≡ l (confusables.txt), so 'ADMlN' reads and counts as 'ADMIN'.
    ['admin', ['ADMlN', 'adm1n', 'ADM|N']],
    // Greek capitals in the typed case: 'ΑDΜΙΝ' (Alpha, Mu, Iota).
    ['admin', ['ΑDΜΙΝ']],
    // UTS #39 itself: 'm' and 'rn' look alike, so they collide (expected, documented).
    ['m', ['rn', 'RN']],
    ['ahmet.o', ['ahmet.0', 'AHMET.O']],
  ])('%s ≡ %j', (name, lookAlikes) => {
    for (const other of lookAlikes) expect(usernameSkeleton(other), other).toBe(usernameSkeleton(name));
  });

  it.each([
    ['kalite', 'kalip'],
    ['admin', 'admins'],
    ['ahmet1', 'ahmet2'],
    ['a.b', 'a_b'],
    ['a-b', 'a.b'],
    // Turkish letters with marks are other letters, as TS #39 keeps them.
    ['şahin', 'sahin'],
    ['çelik', 'celik'],
    ['öztürk', 'ozturk'],
    ['ağa', 'aga'],
  ])('%s and %s stay apart', (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });

  it('ignores surrounding spaces, as the sign-up form trims them', () => {
    expect(usernameSkeleton('  kalite ')).toBe(usernameSkeleton('kalite'));
  });

  it('is idempotent on every entry of the confusables table, in both cases', () => {
    const table = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;
    const unstable = Object.keys(table)
      .flatMap((k) => [k, `a${k}b`, k.toUpperCase()])
      .filter((x) => usernameSkeleton(usernameSkeleton(x)) !== usernameSkeleton(x));
    expect(unstable).toEqual([]);
  });
});
