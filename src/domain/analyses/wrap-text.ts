/** Width of a text in px at a font size (and weight); the diagram measures with a canvas. */
export type Measure = (text: string, size: number, bold?: boolean) => number;

const ELLIPSIS = '…';

function fitWithEllipsis(
  text: string,
  maxWidth: number,
  size: number,
  measure: Measure,
  bold: boolean,
): string {
  let cut = text;
  while (cut.length > 0 && measure(cut + ELLIPSIS, size, bold) > maxWidth) cut = cut.slice(0, -1);
  return cut.trimEnd() + ELLIPSIS;
}

/**
 * Greedy word wrap into at most `maxLines` lines no wider than `maxWidth`; a word longer than a line
 * is broken, and text that does not fit ends with '…' (the full text stays in the tooltip).
 */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  size: number,
  measure: Measure,
  bold = false,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let truncated = false;
  for (let i = 0; i < words.length; i++) {
    let word = words[i] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size, bold) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
    }
    // A single word wider than the line is broken where it stops fitting.
    while (measure(word, size, bold) > maxWidth && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && measure(word.slice(0, cut), size, bold) > maxWidth) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    current = word;
    if (lines.length >= maxLines) {
      truncated = true;
      break;
    }
  }
  if (current && lines.length < maxLines) lines.push(current);
  else if (current) truncated = true;
  if (lines.length > maxLines) {
    lines.length = maxLines;
    truncated = true;
  }
  if (truncated && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = fitWithEllipsis(lines[last] ?? '', maxWidth, size, measure, bold);
  }
  return lines;
}

/** The leading clause of a cause ('Mengene kuvveti yetersiz; …' → 'Mengene kuvveti yetersiz'). */
export function shortCause(text: string): string {
  const head = text.split(';')[0]?.trim();
  return head || text.trim();
}
