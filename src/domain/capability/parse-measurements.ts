/**
 * Parsing of pasted measurement lists (Excel columns or rows, CSV lines, typed text).
 *
 * Rules, kept deliberately simple so that no input is read two ways:
 * - Values are separated by spaces, tabs, line breaks (LF, CRLF, CR) or ';'.
 * - ',' and '.' are both decimal separators: '100,012' = '100.012'. A value may hold only one of
 *   them, so thousands separators ('1.000,5', '1,000.5') are reported as invalid, never guessed.
 *   '1 000' is two values (space separates): thousands grouping is not supported at all.
 * - A value is [sign] digits [separator digits] [e|E [sign] digits]; sign '+', '-' or '−' (U+2212).
 *   Anything else, including a non-breaking space (fr-FR grouping), makes the whole cell invalid.
 * - An empty cell between two values (';;', a blank line, two tabs) counts as one blank; spaces never
 *   create blanks, and empty cells before the first or after the last value (a final newline) are ignored.
 */

interface InvalidMeasurement {
  /** 1-based position among the cells (values, invalid cells and blanks): the row of a pasted column. */
  index: number;
  /** The cell as typed, cut to 40 characters so that a pasted document does not fill memory. */
  raw: string;
}

export interface ParsedMeasurements {
  values: number[];
  invalid: InvalidMeasurement[];
  blankCount: number;
}

/** What the screen says under the paste box whenever something was not read. */
const PARSE_FORMAT_HINT =
  "Değerleri boşluk, sekme, satır sonu veya ';' ile ayırın; ondalık ayırıcı olarak virgül veya nokta kullanın (örn. 100,012). Binlik ayırıcı desteklenmez.";

const RAW_LIMIT = 40;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SEMICOLON = 0x3b;
const PLUS = 0x2b;
const MINUS = 0x2d;
const UNICODE_MINUS = 0x2212;
const COMMA = 0x2c;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
// 10^k is exact in binary up to k = 22, so digits / 10^k is correctly rounded (Clinger's fast path)
const EXACT_POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);
const MAX_FAST_DIGITS = 15;

const isSeparator = (c: number) => c === SPACE || c === TAB || c === LF || c === CR || c === SEMICOLON;
const isDigit = (c: number) => c >= ZERO && c <= NINE;
const isSign = (c: number) => c === PLUS || c === MINUS || c === UNICODE_MINUS;

/** Reads text[start, end) as one number by the rules above; null when the cell is not a valid number. */
function parseCell(text: string, start: number, end: number): number | null {
  let i = start;
  let negative = false;
  let c = text.charCodeAt(i);
  if (isSign(c)) {
    negative = c !== PLUS;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let significant = 0;
  let fractionDigits = 0;
  let separatorSeen = false;
  let exponentSeen = false;
  for (; i < end; i++) {
    c = text.charCodeAt(i);
    if (isDigit(c)) {
      digits++;
      if (separatorSeen) fractionDigits++;
      if (significant > 0 || c !== ZERO) significant++;
      if (significant <= MAX_FAST_DIGITS) mantissa = mantissa * 10 + (c - ZERO);
    } else if ((c === COMMA || c === DOT) && !separatorSeen) {
      separatorSeen = true;
    } else if (c === LOWER_E || c === UPPER_E) {
      exponentSeen = true;
      break;
    } else {
      return null;
    }
  }
  if (digits === 0) return null;
  if (exponentSeen) {
    i++;
    if (i < end && isSign(text.charCodeAt(i))) i++;
    if (i >= end) return null;
    for (; i < end; i++) if (!isDigit(text.charCodeAt(i))) return null;
  } else if (significant <= MAX_FAST_DIGITS && fractionDigits < EXACT_POWERS.length) {
    const magnitude = mantissa / (EXACT_POWERS[fractionDigits] as number);
    return negative && magnitude !== 0 ? -magnitude : magnitude;
  }
  // rare: long digit strings or exponents; Number() rounds correctly once the cell is normalised
  const normalised = text.slice(start, end).replace(',', '.').replace('\u2212', '-');
  const value = Number(normalised);
  return Number.isFinite(value) ? (value === 0 ? 0 : value) : null;
}

/**
 * Parses pasted measurements in one pass over the text (no split into a giant array of strings;
 * 10⁶ values in well under a second). Invalid cells and blanks are reported, never silently dropped.
 */
export function parseMeasurements(text: string): ParsedMeasurements {
  const values: number[] = [];
  const invalid: InvalidMeasurement[] = [];
  let blankCount = 0;
  let cells = 0;
  let hardSeparators = 0;
  let seenCell = false;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === SPACE) {
      i++;
      continue;
    }
    if (c === TAB || c === SEMICOLON || c === LF || c === CR) {
      hardSeparators++;
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      continue;
    }
    const start = i;
    while (i < n && !isSeparator(text.charCodeAt(i))) i++;
    if (seenCell && hardSeparators > 1) {
      blankCount += hardSeparators - 1;
      cells += hardSeparators - 1;
    }
    hardSeparators = 0;
    seenCell = true;
    cells++;
    const value = parseCell(text, start, i);
    if (value === null) {
      const raw = i - start > RAW_LIMIT ? `${text.slice(start, start + RAW_LIMIT)}…` : text.slice(start, i);
      invalid.push({ index: cells, raw });
    } else {
      values.push(value);
    }
  }
  return { values, invalid, blankCount };
}

/** One number typed into a field, decimal comma or point ('100,012', '-0.5', '1,5E-3'); null if not a number. */
export function parseNumberTr(input: string): number | null {
  const text = input.trim();
  if (text.length === 0) return null;
  for (let i = 0; i < text.length; i++) if (isSeparator(text.charCodeAt(i))) return null;
  return parseCell(text, 0, text.length);
}

/** Turkish summary of what was skipped, for the paste box; null when every cell was a number. */
export function describeParseIssues(parsed: ParsedMeasurements, shown = 5): string | null {
  const parts: string[] = [];
  if (parsed.invalid.length > 0) {
    const listed = parsed.invalid
      .slice(0, shown)
      .map((cell) => `${cell.index}. sıradaki "${cell.raw}"`)
      .join(', ');
    const more = parsed.invalid.length > shown ? ` ve ${parsed.invalid.length - shown} tane daha` : '';
    parts.push(`${parsed.invalid.length} geçersiz değer okunamadı: ${listed}${more}. ${PARSE_FORMAT_HINT}`);
  }
  if (parsed.blankCount > 0) parts.push(`${parsed.blankCount} boş hücre atlandı.`);
  return parts.length > 0 ? parts.join(' ') : null;
}
