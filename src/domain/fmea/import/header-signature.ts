import { foldTurkish } from '../../shared/turkish-text';

/**
 * A file's header signature: its header columns' texts in order, Turkish-folded ('ŞİDDET' and
 * 'Şiddet', 'OLASILIK' and 'Olasılık' agree) with whitespace collapsed; trailing empty columns
 * dropped, written as a JSON array (no header text can fake a column boundary). The title block
 * and the data are not part of it, so every file of a plant's template has the same one.
 *
 * Ordered on purpose: a template stores its mapping by column position, so two files share a
 * template only when the same heading sits in the same place. An order-free signature (the set of
 * headings) would let a re-arranged file reuse positions that now hold other columns, and could
 * not tell apart the two 'S' columns of an AIAG form (S before and after the actions).
 */
export function headerSignature(columns: readonly { header: string }[]): string {
  const texts = columns.map((c) =>
    foldTurkish(c.header)
      .replace(/[\s\u00a0]+/g, ' ')
      .trim(),
  );
  while (texts.length > 0 && texts.at(-1) === '') texts.pop();
  return JSON.stringify(texts);
}
