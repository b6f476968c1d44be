import { useSearchParams } from '../../../lib/router';
import { useAudits } from '../api/audits';

/**
 * The audit a tab shows: the one in the URL (?audit=), else the newest one — for the report tab the
 * newest finished one. `pending` while the history that decides it is loading.
 */
export function useChosenAudit(finishedOnly: boolean): {
  id: string | null;
  pending: boolean;
  choose: (id: string) => void;
  /** Back to the default audit (after the chosen one was deleted). */
  clear: () => void;
} {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('audit');
  const audits = useAudits();
  const choose = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('audit', id);
        // Another audit has other documents: its filters start empty.
        next.delete('document');
        return next;
      },
      { replace: false },
    );
  const clear = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('audit');
        next.delete('document');
        return next;
      },
      { replace: true },
    );
  if (fromUrl) return { id: fromUrl, pending: false, choose, clear };
  const newest = audits.data?.audits.find((a) => !finishedOnly || a.status === 'done');
  return { id: newest?.id ?? null, pending: audits.isPending, choose, clear };
}
