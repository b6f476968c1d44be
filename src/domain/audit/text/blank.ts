import { foldTurkish } from '../../shared/turkish-text';

// Fillers people type into a cell they had nothing for: they do not make it filled.
const FILLERS: ReadonlySet<string> = new Set([
  '',
  '-',
  '--',
  '—',
  '–',
  '/',
  '.',
  'n/a',
  'na',
  'n.a.',
  'yok',
  'none',
  'nil',
  'tbd',
  'x',
  '?',
]);

/** True when a cell says nothing: empty, whitespace or a filler such as '-', 'N/A', 'Yok'. */
export function isBlank(text: string | undefined): boolean {
  if (text === undefined) return true;
  return FILLERS.has(foldTurkish(text.trim()));
}

/** Shortens a quoted cell for evidence and descriptions (one line, at most `max` characters). */
export function quote(text: string, max = 120): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1)}…`;
}
