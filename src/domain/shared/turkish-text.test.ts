import { describe, expect, it } from 'vitest';
import {
  foldTurkish,
  foldedWords,
  isStopword,
  splitWords,
  stemTurkish,
  tokenize,
  trIncludes,
  trLower,
} from './turkish-text';

describe('trLower', () => {
  it.each([
    ['ISIL', 'ısıl'],
    ['İZMİR', 'izmir'],
    ['ÇAPAK Ğ Ş Ö Ü', 'çapak ğ ş ö ü'],
    ['Kalıp', 'kalıp'],
  ])('%s → %s', (input, expected) => {
    expect(trLower(input)).toBe(expected);
  });

  it('never produces the combining dot that the default locale leaves on İ', () => {
    expect(trLower('İ')).toHaveLength(1);
  });

  it('lower-cases every ASCII character as the tr-TR locale does (its fast path)', () => {
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join('');
    for (const text of [ascii, 'OPERASYON 12. ADIM', 'Op 20 Press', 'FIT', 'I', 'İI']) {
      expect(trLower(text), text).toBe(text.toLocaleLowerCase('tr-TR'));
    }
  });
});

describe('foldTurkish', () => {
  it.each([
    ['Çapak', 'capak'],
    ['ISIL', 'isil'],
    ['ışıl', 'isil'],
    ['İĞNE', 'igne'],
    ['Şişme, Öğütme, Üretim', 'sisme, ogutme, uretim'],
    ['kâğıt hâlâ îmal ûslup', 'kagit hala imal uslup'],
    ['capak', 'capak'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(foldTurkish(input)).toBe(expected);
  });

  it('treats a decomposed letter like the composed one', () => {
    expect(foldTurkish('c\u0327apak')).toBe(foldTurkish('çapak'));
  });
});

describe('tokenize and splitWords', () => {
  it.each([
    ['Parçalarda ÇAPAK var!', ['parcalarda', 'capak', 'var']],
    ['kalıp/yolluk-sistemi (soğuk)', ['kalip', 'yolluk', 'sistemi', 'soguk']],
    ['a b 3 mm 12', ['mm', '12']],
    ['  \n\t ', []],
    ['Short-shot, non-fill', ['short', 'shot', 'non', 'fill']],
  ])('tokenize(%j)', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  it('splitWords keeps Turkish letters so matched words read naturally', () => {
    expect(splitWords('Yüzeyde YANIK izi, ve kararma')).toEqual(['yüzeyde', 'yanık', 'izi', 've', 'kararma']);
  });
});

describe('trIncludes', () => {
  it.each([
    ['Çapak Oluşumu', 'capak', true],
    ['Çapak Oluşumu', 'OLUŞUM', true],
    ['ISIL İŞLEM', 'ışıl', true],
    ['Renk Ton Farklılığı', 'farklilig', true],
    ['Eksik Baskı', 'yanık', false],
    ['anything', '', true],
  ])('trIncludes(%j, %j) = %s', (haystack, needle, expected) => {
    expect(trIncludes(haystack, needle)).toBe(expected);
  });
});

describe('isStopword', () => {
  it.each([
    ['ve', true],
    ['icin', true],
    ['cok', true],
    ['the', true],
    ['capak', false],
    ['kalip', false],
  ])('%s → %s', (word, expected) => {
    expect(isStopword(word)).toBe(expected);
  });
});

describe('stemTurkish', () => {
  it.each([
    // one defect, every spelling and inflection
    ['Çapak', 'capak'],
    ['çapaklı', 'capak'],
    ['çapağı', 'capak'],
    ['capagi', 'capak'],
    ['ÇAPAKLAR', 'capak'],
    // case endings with consonant assimilation
    ['boyada', 'boya'],
    ['boyadan', 'boya'],
    ['köpükte', 'kopuk'],
    ['kaynaktan', 'kaynak'],
    ['yüzeyde', 'yuzey'],
    ['parçalarda', 'parca'],
    // plural, possessive, genitive, buffer consonants
    ['yanıklar', 'yanik'],
    ['boyası', 'boya'],
    ['boyanın', 'boya'],
    ['boyasında', 'boya'],
    ['boyaya', 'boya'],
    ['tonu', 'ton'],
    ['tonunda', 'ton'],
    // softened final consonants: ğ↔k, b↔p, d↔t, g↔k after n
    ['kalıbı', 'kalip'],
    ['kalıbında', 'kalip'],
    ['kalıp', 'kalip'],
    ['rengi', 'renk'],
    ['renginde', 'renk'],
    ['kaynağında', 'kaynak'],
    ['metodu', 'metot'],
    ['yağ', 'yak'],
    ['yağı', 'yak'],
    ['yağlı', 'yak'],
    // derivational suffixes
    ['kırışıklık', 'kirisik'],
    ['kırışıklığı', 'kirisik'],
    ['gözenekli', 'gozenek'],
    ['gözeneklilik', 'gozenek'],
    ['farklı', 'fark'],
    ['farklılığı', 'fark'],
    ['kalitesiz', 'kalite'],
    ['sıcaklığı', 'sicak'],
    // verb forms
    ['dolmuyor', 'dol'],
    ['kırılıyor', 'kiril'],
    ['yanmış', 'yan'],
  ])('%s → %s', (input, expected) => {
    expect(stemTurkish(input)).toBe(expected);
  });

  it.each([
    // roots that only look inflected
    ['kalite', 'kalite'],
    ['deri', 'deri'],
    ['derisi', 'deri'],
    ['derin', 'derin'],
    ['derinin', 'deri'],
    ['derinliği', 'derin'],
    ['yakınında', 'yakin'],
    ['kalınlığı', 'kalin'],
    ['nokta', 'nokta'],
    ['noktada', 'nokta'],
    ['boya', 'boya'],
    ['enjeksiyon', 'enjeksiyon'],
    ['basınç', 'basinc'],
    ['basıncı', 'basinc'],
    // never below three letters
    ['izi', 'izi'],
    ['oda', 'oda'],
    ['ısı', 'isi'],
    ['nemi', 'nem'],
    // English words pass through
    ['short', 'short'],
    ['welding', 'welding'],
    ['weld', 'weld'],
    ['resin', 'resin'],
  ])('keeps %s as %s', (input, expected) => {
    expect(stemTurkish(input)).toBe(expected);
  });

  it('is idempotent on its own output', () => {
    for (const word of ['çapağı', 'kalıbında', 'farklılığı', 'boyasında', 'dolmuyor', 'yüzeyde', 'deri']) {
      const stem = stemTurkish(word);
      expect(stemTurkish(stem)).toBe(stem);
    }
  });

  it('gives inflections of different words different stems', () => {
    expect(stemTurkish('kalite')).not.toBe(stemTurkish('kalıp'));
    expect(stemTurkish('deri')).not.toBe(stemTurkish('derinlik'));
    expect(stemTurkish('boya')).not.toBe(stemTurkish('boyut'));
  });
});

describe('foldedWords', () => {
  it('folds Turkish letters and splits on whitespace', () => {
    expect(foldedWords('  ÇAPAK  Hat-3 ')).toEqual(['capak', 'hat-3']);
    expect(foldedWords('İğne deliği')).toEqual(['igne', 'deligi']);
  });
  it('gives no words for a blank or missing search', () => {
    expect(foldedWords('   ')).toEqual([]);
    expect(foldedWords(undefined)).toEqual([]);
  });
});
