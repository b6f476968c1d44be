import { useSearchParams } from '../../../../lib/router';
import { type FindingFilter, parseCategory } from './finding-filter';

/** Category and document filters live in the URL (?category=&document=), so a filtered report can be shared. */
export function useFindingFilter(): [FindingFilter, (next: Partial<FindingFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: FindingFilter = {
    category: parseCategory(params.get('category')),
    document: params.get('document') || null,
  };
  const update = (next: Partial<FindingFilter>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return [filter, update];
}
