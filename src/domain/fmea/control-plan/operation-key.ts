// 'Op 20 Enjeksiyon', 'OP.20 - Kesme', '20 Kesme', '020: Büküm'; a step without a number keeps its name.
const NUMBERED = /^\s*(?:op(?:erasyon)?\.?\s*(?:no\.?\s*)?)?(\d{1,5}[a-z]?)(?![\d.,])\s*[-–—.:)]*\s*(.*)$/iu;

/**
 * The operation number and name of a PFMEA process step, so both exports write the same pair in
 * their 'Op. No' and name columns (reference §5 item 1: identical in every document).
 */
export function splitOperation(step: string): { number: string; name: string } {
  const match = NUMBERED.exec(step);
  if (!match) return { number: '', name: step.trim() };
  const name = (match[2] ?? '').trim();
  // a bare number is the name too ('20' alone names nothing else)
  return { number: match[1] ?? '', name: name === '' ? step.trim() : name };
}
