import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutFishbone, LINE_HEIGHT, MAX_CAUSES_SHOWN, type FishboneGroup } from './fishbone-layout';
import { shortCause, wrapText, type Measure } from './wrap-text';

// A monospace stand-in for the canvas: every character is 0.6 em wide.
const mono: Measure = (text, size) => text.length * size * 0.6;

describe('wrapText', () => {
  it('wraps on words within the width', () => {
    expect(wrapText('Mengene kuvveti yetersiz kalıyor', 7.2 * 16, 3, 12, mono)).toEqual([
      'Mengene kuvveti',
      'yetersiz kalıyor',
    ]);
  });
  it('ends with an ellipsis when the text needs more lines', () => {
    const lines = wrapText('bir iki üç dört beş altı yedi sekiz dokuz on', 7.2 * 8, 2, 12, mono);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
  it('breaks a word longer than the line', () => {
    const lines = wrapText('Enjeksiyonbasıncıayarı', 7.2 * 10, 3, 12, mono);
    expect(lines.join('')).toBe('Enjeksiyonbasıncıayarı');
    for (const line of lines) expect(mono(line, 12)).toBeLessThanOrEqual(7.2 * 10);
  });
  it('never returns a line wider than the width (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 4, max: 60 }),
        fc.integer({ min: 1, max: 4 }),
        (text, chars, maxLines) => {
          const width = chars * 7.2;
          const lines = wrapText(text, width, maxLines, 12, mono);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines) expect(mono(line, 12)).toBeLessThanOrEqual(width + 1e-9);
        },
      ),
    );
  });
  it('shortCause keeps the clause before the first semicolon', () => {
    expect(shortCause('Mengene kuvveti yetersiz; projeksiyon alanı büyük')).toBe('Mengene kuvveti yetersiz');
    expect(shortCause('Tek parça')).toBe('Tek parça');
  });
});

const cause = (i: number) =>
  `Neden numarası ${i} için uzunca bir açıklama metni; ayrıntılar burada devam ediyor`;
const groups = (counts: number[]): FishboneGroup[] =>
  counts.map((n, g) => ({
    key: `g${g}`,
    label: `Grup ${g}`,
    causes: Array.from({ length: n }, (_, i) => cause(i)),
  }));

type Box = { x1: number; x2: number; y1: number; y2: number };
const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

describe('layoutFishbone', () => {
  it.each([560, 740, 1000, 1280])(
    'no two cause texts overlap and all stay inside the drawing at %i px',
    (width) => {
      const layout = layoutFishbone('Çapak', groups([11, 5, 2, 1, 2, 1]), width, mono);
      const boxes: Box[] = layout.bones.flatMap((bone) =>
        bone.causes.map((c) => {
          const w = Math.max(...c.lines.map((l) => mono(l, 12)));
          return { x1: c.x - w, x2: c.x, y1: c.y - 11, y2: c.y - 11 + c.lines.length * LINE_HEIGHT };
        }),
      );
      for (const box of boxes) {
        expect(box.x1).toBeGreaterThanOrEqual(0);
        expect(box.x2).toBeLessThanOrEqual(layout.head.x);
        expect(box.y1).toBeGreaterThanOrEqual(0);
        expect(box.y2).toBeLessThanOrEqual(layout.height);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlaps(boxes[i] as Box, boxes[j] as Box)).toBe(false);
      // Label boxes never cover a cause.
      for (const bone of layout.bones) {
        const l = bone.labelBox;
        for (const box of boxes)
          expect(overlaps({ x1: l.x, x2: l.x + l.w, y1: l.y, y2: l.y + l.h }, box)).toBe(false);
      }
    },
  );

  it(`shows at most ${MAX_CAUSES_SHOWN} causes per bone and counts the rest`, () => {
    const layout = layoutFishbone('Çapak', groups([11, 0, 0, 0, 0, 0]), 1000, mono);
    expect(layout.bones[0]?.causes).toHaveLength(MAX_CAUSES_SHOWN);
    expect(layout.bones[0]?.more?.count).toBe(11 - MAX_CAUSES_SHOWN);
    expect(layout.bones[1]?.more).toBeNull();
  });

  it('puts three bones above and three below the spine, the head on the right', () => {
    const layout = layoutFishbone('Çapak', groups([1, 1, 1, 1, 1, 1]), 900, mono);
    const above = layout.bones.filter((b) => b.labelBox.y < layout.spine.y).map((b) => b.key);
    expect(above).toEqual(['g0', 'g1', 'g2']);
    expect(layout.head.x + layout.head.w).toBeLessThanOrEqual(900);
    expect(layout.spine.x2).toBe(layout.head.x);
  });
});
