import { describe, expect, it } from 'vitest';
import { displayNameKey, personLabel, personLabels, sharedDisplayNames } from './display-name';

const person = (id: string, fullName: string, username: string) => ({ id, fullName, username });

describe('displayNameKey', () => {
  it.each([
    ['Ahmet Yılmaz', 'AHMET YILMAZ'],
    ['Ahmet Yılmaz', '  ahmet   yılmaz '],
    ['İsmail Şahin', 'ismail şahin'],
    ['Ayşe Çelik', 'Ays\u0327e C\u0327elik'], // decomposed letters
  ])('%s = %s', (a, b) => {
    expect(displayNameKey(a)).toBe(displayNameKey(b));
  });

  it.each([
    ['Ahmet Yılmaz', 'Ahmet Yilmaz'], // ı and i are different letters in a name
    ['Ismail', 'İsmail'], // tr-TR: I ↔ ı, İ ↔ i
    ['Ayşe Çelik', 'Ayse Celik'],
  ])('%s ≠ %s', (a, b) => {
    expect(displayNameKey(a)).not.toBe(displayNameKey(b));
  });
});

describe('personLabels', () => {
  it('adds the username only where a display name is shared', () => {
    const labels = personLabels([
      person('1', 'Ahmet Yılmaz', 'admin'),
      person('2', 'AHMET YILMAZ', 'ahmet2'),
      person('3', 'Ayşe Çelik', 'kalite'),
    ]);
    expect(labels).toEqual(
      new Map([
        ['1', 'Ahmet Yılmaz (@admin)'],
        ['2', 'AHMET YILMAZ (@ahmet2)'],
        ['3', 'Ayşe Çelik'],
      ]),
    );
  });

  it('leaves a directory without shared names as plain names', () => {
    const people = [person('1', 'Ahmet Yılmaz', 'admin'), person('2', 'Ahmet Yilmaz', 'ahmet')];
    expect([...personLabels(people).values()]).toEqual(['Ahmet Yılmaz', 'Ahmet Yilmaz']);
    expect(sharedDisplayNames(people).size).toBe(0);
  });

  it('labels one person against a known set of shared names', () => {
    const shared = sharedDisplayNames([{ fullName: 'Ali Kaya' }, { fullName: 'ali kaya' }]);
    expect(personLabel({ fullName: 'Ali Kaya', username: 'bakim' }, shared)).toBe('Ali Kaya (@bakim)');
    expect(personLabel({ fullName: 'Ali Kara', username: 'ali' }, shared)).toBe('Ali Kara');
  });
});
