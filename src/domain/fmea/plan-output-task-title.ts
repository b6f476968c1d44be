/**
 * A task title is at most this long, all parts together (issue 23 §2).
 * @internal
 */
export const TASK_TITLE_MAX = 120;
/** Room each leading part may take before it is cut, so the action always keeps most of the title. */
const TITLE_STEP_MAX = 32;
const TITLE_FAILURE_MAX = 40;

const ELLIPSIS = '…';
const STEP_SEPARATOR = ' — ';
const ACTION_SEPARATOR = ': ';
// What a cut must not end on: separators, an opening bracket or a dangling dash.
const TRAILING = /[\s,;:.\-–—(/[]+$/u;

/** Drops an unclosed '(' or '[' and what follows it: a title never ends in '(Gauge…'. */
function closeBrackets(text: string): string {
  let result = text;
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    const lastOpen = result.lastIndexOf(open);
    if (lastOpen >= 0 && result.indexOf(close, lastOpen) < 0) result = result.slice(0, lastOpen);
  }
  return result.replace(TRAILING, '');
}

/**
 * `text` in at most `max` characters, cut at a word: the whole words that fit, then '…'. A single
 * word longer than `max` is the only thing ever cut inside a word. Turkish letters are one character
 * each (they are single UTF-16 units), so the count is what a reader sees.
 * @internal
 */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, max));
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  // the character after the room tells whether the last word in it is whole
  const space = room.lastIndexOf(' ');
  const words = space > 0 ? room.slice(0, space) : room.slice(0, max - ELLIPSIS.length);
  const kept = closeBrackets(words);
  return `${kept === '' ? words.replace(TRAILING, '') : kept}${ELLIPSIS}`;
}

/**
 * The action's first clause: up to the first sentence end, ';' or line break.
 * @internal
 */
export function firstClause(action: string): string {
  const [first = ''] = action.split(/\r?\n|(?<=[.;!?])\s|;/);
  return closeBrackets(first.trim());
}

/**
 * 'Op 20 Enjeksiyon — Çapak: <action>' (issue 23 §2): the process step, the failure mode and the
 * action's first clause, at most TASK_TITLE_MAX characters in all, each part cut at a word. The
 * step and the failure are capped first (TITLE_STEP_MAX, TITLE_FAILURE_MAX); the action takes what
 * is left, and a short step or failure leaves it more.
 */
export function placedTaskTitle(parts: { processStep: string; failure: string; action: string }): string {
  const step = cutAtWord(parts.processStep, TITLE_STEP_MAX);
  const failure = cutAtWord(parts.failure, TITLE_FAILURE_MAX);
  const place = [step, failure].filter((p) => p !== '').join(STEP_SEPARATOR);
  const clause = firstClause(parts.action);
  if (clause === '') return cutAtWord(place, TASK_TITLE_MAX);
  if (place === '') return cutAtWord(clause, TASK_TITLE_MAX);
  const room = TASK_TITLE_MAX - place.length - ACTION_SEPARATOR.length;
  return `${place}${ACTION_SEPARATOR}${cutAtWord(clause, room)}`;
}
