/**
 * Operation numbers as plants write them, reduced to comparable keys (reference §6 item 7):
 * '30 & 40' → ['30','40'], '170,180,190&200' → four keys, '90A' → ['90A'], 'OP-030' → ['30'],
 * 'I-10\n(수입검사)' → ['I10'], '10 - Kesme' → ['10'] with the name 'Kesme', and a list written one
 * number per line ('180,\n190,\n210,\n220', sumitduc's PFMEA) → four keys.
 */

export interface ParsedOperation {
  /** Normalised keys, in the order written; empty when the text starts with no number. */
  readonly keys: readonly string[];
  /** What follows the numbers on the first line (the step name when one cell holds both). */
  readonly rest: string;
}

// 'OP', 'Op.', 'Opn', 'Operasyon', 'Operation', 'Adım', 'Step', 'No', 'Proses' before the number.
const LEADING_WORD =
  /^(?:op(?:n|eration|erasyon)?|adım|adim|step|proses|process|no)\s*\.?\s*(?:no\s*\.?\s*)?[:#-]?\s*/iu;
// One operation token: an optional 1-3 letter prefix with an optional hyphen, digits, an optional letter.
// '90 A' is '90A'; '10 Kesme' is 10 followed by a name.
const TOKEN = String.raw`(?:[A-Za-z]{1,3}\s?-?\s?)?\d{1,5}(?:\s?[A-Za-z](?![A-Za-z]))?`;
const SEPARATOR = String.raw`\s*(?:,|&|/|;|\+|\sve\s|\sand\s)\s*`;
const LIST = new RegExp(String.raw`^(${TOKEN}(?:${SEPARATOR}${TOKEN})*)(?=$|[\s.):\-–,;&/+]|\p{L})`, 'u');
const SPLIT = new RegExp(SEPARATOR, 'iu');
// A line that is only numbers and ends on a separator ('180,'): the list goes on on the next line.
const OPEN_LIST = new RegExp(String.raw`^${TOKEN}(?:${SEPARATOR}${TOKEN})*\s*(?:,|&|/|;|\+)$`, 'u');
const STARTS_WITH_TOKEN = new RegExp(String.raw`^${TOKEN}(?![\p{L}\d])`, 'u');
const MAX_KEYS = 20;

/** A token as a key: upper-case, no hyphen or space, no leading zeros on the number ('op-030' → '30'). */
function keyOf(token: string): string {
  const compact = token.replace(/[\s-]/g, '').toUpperCase();
  const match = /^([A-Z]*)(\d+)([A-Z]?)$/.exec(compact);
  if (!match) return compact;
  const [, prefix = '', digits = '', suffix = ''] = match;
  return `${prefix}${String(Number(digits))}${suffix}`;
}

/** Splits an operation cell into keys and the rest of its first line. */
export function parseOperation(text: string): ParsedOperation {
  const lines = text
    .normalize('NFC')
    .replace(/\([^)]*\)/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const firstLine = lines[0] ?? '';
  let body = firstLine.replace(LEADING_WORD, '');
  // Only a line of bare numbers continues, and only onto a line that starts with one: '10 Kesme,\nçapak
  // alma' stays a name.
  for (let i = 1; i < lines.length && OPEN_LIST.test(body); i++) {
    const next = lines[i] ?? '';
    if (!STARTS_WITH_TOKEN.test(next)) break;
    body = `${body} ${next}`;
  }
  const list = LIST.exec(body);
  if (!list?.[1]) return { keys: [], rest: firstLine };
  // A cell listing hundreds of numbers is not one step; the first ones are enough to match it.
  const keys = list[1].split(SPLIT).slice(0, MAX_KEYS).map(keyOf);
  const rest = body
    .slice(list[1].length)
    .replace(/^[\s.):\-–,;&/+]+/, '')
    .trim();
  return { keys, rest };
}
