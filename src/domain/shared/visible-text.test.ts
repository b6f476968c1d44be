import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from './visible-text';

describe('hasInvisibleCharacters', () => {
  it.each(['Ahmet Yılmaz\u200b', '\u202eAhmet', 'Ah\u00admet', 'Ahmet\u2060Yılmaz', 'Ahmet\u0007'])(
    'finds one in %j',
    (name) => {
      expect(hasInvisibleCharacters(name)).toBe(true);
    },
  );
  it.each(['Ahmet Yılmaz', 'Şükrü Öztürk', 'İsmail Çağlar', "O'Brien-Doğan"])('accepts %s', (name) => {
    expect(hasInvisibleCharacters(name)).toBe(false);
  });
});
