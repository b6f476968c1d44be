import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('emailKey', () => {
  it.each([
    ['  Ayse.Kaya@Firma.com.tr ', 'ayse.kaya@firma.com.tr'],
    ['İSMAİL@FIRMA.COM.TR', 'ismail@firma.com.tr'],
    ['ısmaıl@fırma.com.tr', 'ismail@firma.com.tr'],
    ['ISMAIL@firma.com.tr', 'ismail@firma.com.tr'],
  ])('%s → %s', (input, key) => {
    expect(emailKey(input)).toBe(key);
  });

  it('keeps different addresses apart', () => {
    expect(emailKey('ali@firma.com.tr')).not.toBe(emailKey('ali@firma.com'));
    expect(emailKey('müller@firma.de')).not.toBe(emailKey('muller@firma.de'));
  });
});
