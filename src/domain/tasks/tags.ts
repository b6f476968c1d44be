import { trLower } from '../shared/turkish-text';

/** Spec: tags trimmed, non-empty, no duplicates (Turkish case-insensitive), first spelling kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = trLower(tag);
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** The tag input's Add button / Enter: the list with the typed tag added (unchanged if blank or a duplicate). */
export function addTag(tags: readonly string[], input: string): string[] {
  return normalizeTags([...tags, input]);
}
