import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor } from './avatar-color';

/** WCAG 2 relative luminance of '#rrggbb'. */
function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours (1 to 21). */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('avatarColor', () => {
  it.each(AVATAR_COLORS)('%s carries white initials at WCAG AA (≥ 4.5:1)', (color) => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('is stable for an id and independent of the name', () => {
    const id = '6f1c2a4e-1b7d-4c55-9a0e-3d2f8b9c0a11';
    expect(avatarColor(id)).toBe(avatarColor(id));
    expect(AVATAR_COLORS).toContain(avatarColor(id));
  });

  it('gives two people with the same initials different colours', () => {
    // Two accounts 'Ahmet Yılmaz' and 'Ayşe Yıldız' (both 'AY') with ids that differ in one character.
    expect(avatarColor('00000000-0000-4000-8000-000000000001')).not.toBe(
      avatarColor('00000000-0000-4000-8000-000000000002'),
    );
  });

  it('spreads 1 000 random ids over every colour', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const color = avatarColor(crypto.randomUUID());
      seen.set(color, (seen.get(color) ?? 0) + 1);
    }
    expect(seen.size).toBe(AVATAR_COLORS.length);
    for (const count of seen.values()) expect(count).toBeGreaterThan(30);
  });

  it('computes the reference contrast of black on white as 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
