import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', 'tr', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+90 212 555', 'tr', "'+90 212 555"],
    ['-1+2', 'en', "'-1+2"],
    ['@SUM(A1:A3)', 'tr', "'@SUM(A1:A3)"],
    ['\tgizli', 'tr', "'\tgizli"],
    ['\r=1', 'tr', `"'\r=1"`],
    ['Kalıp; çapak', 'tr', '"Kalıp; çapak"'],
    ['Kalıp; çapak', 'en', 'Kalıp; çapak'],
    ['a,b', 'en', '"a,b"'],
    ['İki\nsatır', 'tr', '"İki\nsatır"'],
    ['Şerit "A"', 'tr', '"Şerit ""A"""'],
    ['Ölçüm', 'tr', 'Ölçüm'],
    ['', 'tr', ''],
  ] as const)('text %j in %s → %j', (value, locale, expected) => {
    expect(csvCell(value, locale)).toBe(expected);
  });

  it.each([
    [1.33, 'tr', '1,33'],
    [1.33, 'en', '1.33'],
    [-0.5, 'tr', '-0,5'],
    [42, 'tr', '42'],
    [Number.NaN, 'tr', ''],
    [null, 'tr', ''],
  ] as const)('number %j in %s → %j (never neutralised)', (value, locale, expected) => {
    expect(csvCell(value, locale)).toBe(expected);
  });

  it('joins a line with the locale separator and CRLF', () => {
    expect(csvLine(['a', 1.5, null], 'tr')).toBe('a;1,5;\r\n');
    expect(csvLine(['a', 1.5, null], 'en')).toBe('a,1.5,\r\n');
  });
});
