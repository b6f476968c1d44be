import { foldTurkish } from '../shared/turkish-text';
import type { TAuditDocumentType } from './contract';

// Spec §5.1, in the spec's order: the first rule whose word the name contains wins.
const NAME_RULES: readonly (readonly [TAuditDocumentType, readonly string[]])[] = [
  ['control-plan', ['control', 'kontrol']],
  ['fmea', ['fmea']],
  ['synoptic', ['synoptic', 'sinoptik']],
  ['process-flow', ['flow', 'akış']],
];

/**
 * Guesses an audit document's type from its file name (spec §5.1), case-insensitive and
 * Turkish-aware: 'KONTROL_PLANI.xlsx', 'SİNOPTİK.pdf', 'SINOPTIK.pdf' and 'Akis Semasi.docx' all match.
 */
export function guessDocumentType(fileName: string): TAuditDocumentType {
  // Folding (tr lower-case + Turkish letters to ASCII) makes 'AKIŞ', 'akış' and 'akis' one spelling,
  // and an upper-case 'I' typed on an English keyboard still meets the dotted 'i' of the rule.
  const name = foldTurkish(fileName.normalize('NFC'));
  for (const [type, words] of NAME_RULES) {
    if (words.some((word) => name.includes(foldTurkish(word)))) return type;
  }
  return 'other';
}
