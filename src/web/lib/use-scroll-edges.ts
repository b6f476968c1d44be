import { type RefObject, useEffect, useState } from 'react';

/** Whether a sideways-scrolling element has hidden content before and after its visible part. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): { before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      // 1 px slack: fractional widths never quite reach the end
      const before = el.scrollLeft > 1;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
