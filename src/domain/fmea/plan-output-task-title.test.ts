import { describe, expect, it } from 'vitest';
import { cutAtWord, firstClause, placedTaskTitle, TASK_TITLE_MAX } from './plan-output-task-title';

describe('cutAtWord', () => {
  it.each([
    ['Kalıp bakımı', 20, 'Kalıp bakımı'],
    ['Kalıp ayırma yüzeyini taşlayın', 20, 'Kalıp ayırma…'],
    // Turkish letters count one each, the cut never splits 'güçlendirin'
    ['Tespiti güçlendirin ışık şiddeti', 21, 'Tespiti güçlendirin…'],
    ['Ölçüm sistemini düzeltin', 8, 'Ölçüm…'],
    // one word longer than the room is the only thing cut inside a word
    ['Kalibrasyonsuzluk', 8, 'Kalibra…'],
    // a cut never ends on a separator or an open bracket
    ['Bakım planı; önleyici (Gauge R&R ≤ %10)', 24, 'Bakım planı; önleyici…'],
    ['Otomatik muayene (kamera ve sensör)', 30, 'Otomatik muayene…'],
    ['  boşluklu   metin  ', 20, 'boşluklu metin'],
  ])('%j in %i → %j', (text, max, out) => {
    const cut = cutAtWord(text, max);
    expect(cut).toBe(out);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});

describe('firstClause', () => {
  it.each([
    ['Tasarım değişikliğini değerlendirin; poka-yoke uygulayın.', 'Tasarım değişikliğini değerlendirin'],
    ['Nedeni önleyin: hata önleme. SPC uygulayın.', 'Nedeni önleyin: hata önleme'],
    ['MSA yapın (Gauge R&R ≤ %10', 'MSA yapın'],
    ['Tek satır\nikinci satır', 'Tek satır'],
  ])('%j → %j', (action, out) => expect(firstClause(action)).toBe(out));
});

describe('placedTaskTitle (issue 23 §2)', () => {
  it('places the action: step — failure: action', () => {
    expect(
      placedTaskTitle({
        processStep: 'Op 20 Enjeksiyon',
        failure: 'Çapak',
        action: 'Kalıp ayırma yüzeyini 5 000 baskıda bir taşlayın; SPC uygulayın.',
      }),
    ).toBe('Op 20 Enjeksiyon — Çapak: Kalıp ayırma yüzeyini 5 000 baskıda bir taşlayın');
  });

  it('keeps every title within 120 characters, each part cut at a word', () => {
    const title = placedTaskTitle({
      processStep: 'Op 140 Sıcak şekillendirme ve çapak alma istasyonu',
      failure: 'Ölçü dışı delik çapı ve yüzeyde çizik, müşteride montaj sorunu',
      action:
        'Makine/kalıp kaynaklı nedeni önleyin: önleyici bakım planı (aşınan parçaların periyodik değişimi), makine parametre penceresi ve reçete kilidi.',
    });
    expect(title.length).toBeLessThanOrEqual(TASK_TITLE_MAX);
    expect(title).toBe(
      'Op 140 Sıcak şekillendirme ve… — Ölçü dışı delik çapı ve yüzeyde çizik…: Makine/kalıp kaynaklı nedeni önleyin: önleyici…',
    );
    const [place = '', action = ''] = title.split(': ');
    // no part ends inside a word: each cut part ends with a whole word then '…'
    for (const part of [...place.split(' — '), action]) expect(part).toMatch(/(^|[\p{L}\p{N})])…?$/u);
  });

  it('gives the action the room a short step leaves, and works without a step', () => {
    const long = 'Tespiti güçlendirin '.repeat(10);
    const withStep = placedTaskTitle({ processStep: 'Op 20', failure: 'Çapak', action: long });
    const without = placedTaskTitle({ processStep: '', failure: 'Çapak', action: long });
    expect(withStep.startsWith('Op 20 — Çapak: Tespiti güçlendirin')).toBe(true);
    expect(without.startsWith('Çapak: Tespiti')).toBe(true);
    expect(withStep.length).toBeLessThanOrEqual(TASK_TITLE_MAX);
    expect(without.length).toBeGreaterThan(withStep.length - 10);
  });

  it('falls back to the place when the action is empty', () => {
    expect(placedTaskTitle({ processStep: 'Op 20 Enjeksiyon', failure: 'Çapak', action: '' })).toBe(
      'Op 20 Enjeksiyon — Çapak',
    );
  });

  it('holds for random texts: ≤ 120 characters, never a cut inside a word but for one-word parts', () => {
    const words = [
      'İğne',
      'deliği',
      'şişme',
      'ölçüm',
      'çapak',
      'Gauge',
      'R&R',
      '(kamera',
      'sensör)',
      'ığdır;',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const text = (n: number) => Array.from({ length: n }, () => words[next() % words.length]).join(' ');
    for (let i = 0; i < 200; i++) {
      const parts = {
        processStep: text(next() % 9),
        failure: text(1 + (next() % 12)),
        action: text(next() % 40),
      };
      const title = placedTaskTitle(parts);
      expect(title.length).toBeLessThanOrEqual(TASK_TITLE_MAX);
      for (const word of title
        .replace(/…/g, ' ')
        .split(/[\s—:]+/)
        .filter(Boolean))
        expect(
          words.some((w) => w.startsWith(word.replace(/[;,(]$/, '')) || w.includes(word)),
          word,
        ).toBe(true);
    }
  });
});
