import { describe, expect, it } from 'vitest';
import { avatarInitials, dottedInitials } from './initials';

describe('initials', () => {
  it.each([
    ['Ahmet Yılmaz', 'AY', 'A.Y.'],
    ['ismail şahin', 'İŞ', 'İ.Ş.'],
    ['  ayşe   nur çelik ', 'AN', 'A.N.Ç.'],
    ['ömer', 'Ö', 'Ö.'],
    ['', '?', '?'],
  ])('%s', (name, avatar, dotted) => {
    expect(avatarInitials(name)).toBe(avatar);
    expect(dottedInitials(name)).toBe(dotted);
  });
});
