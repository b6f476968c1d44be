import { type RefObject, useEffect, useState } from 'react';

/** Whether a sideways-scrolling element has hidden content before and after its visible part. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): { before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      // 8 px slack: scroll snap stops at the first item's edge, a few px past the bar's padding
      const before = el.scrollLeft > 8;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 8;
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
