import { type ParsedMeasurements, parseNumberTr } from '../../../../domain/capability/parse-measurements';

/** Spec: up to 30 measurement slots in manual mode. */
export const SLOT_COUNT = 30;

/** The filled slots in order; a slot that is not a number is reported with its number, blanks are unused slots. */
export function parseSlots(slots: readonly string[]): ParsedMeasurements {
  const values: number[] = [];
  const invalid: ParsedMeasurements['invalid'] = [];
  slots.forEach((text, i) => {
    if (text.trim() === '') return;
    const value = parseNumberTr(text);
    if (value === null) invalid.push({ index: i + 1, raw: text.trim().slice(0, 40) });
    else values.push(value);
  });
  return { values, invalid, blankCount: 0 };
}
