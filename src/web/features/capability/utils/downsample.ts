import type { ImrPoint } from '../../../../domain/capability/control-chart';

/** Most points a chart line draws; beyond this an SVG with 10⁵–10⁶ nodes would freeze the tablet. */
const MAX_DRAWN_POINTS = 1200;

/**
 * Min-max downsampling for drawing: the series is cut into equal buckets and each keeps its lowest and
 * highest point, in measurement order. Every drawn point is a real measurement with its own
 * out-of-control flag, and a bucket holding a point beyond a limit always draws it: a point above the
 * UCL is the bucket's maximum (or ties with it), one below the LCL its minimum.
 */
export function downsampleMinMax(points: readonly ImrPoint[], maxPoints = MAX_DRAWN_POINTS): ImrPoint[] {
  if (points.length <= maxPoints) return [...points];
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  const size = points.length / buckets;
  const drawn: ImrPoint[] = [];
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor(b * size);
    const to = Math.min(points.length, Math.floor((b + 1) * size));
    let low = from;
    let high = from;
    for (let i = from + 1; i < to; i++) {
      const value = (points[i] as ImrPoint).value;
      // on ties prefer a flagged point, so a flag is never hidden behind an equal, unflagged value
      if (
        value < (points[low] as ImrPoint).value ||
        (value === (points[low] as ImrPoint).value && (points[i] as ImrPoint).outOfControl)
      )
        low = i;
      if (
        value > (points[high] as ImrPoint).value ||
        (value === (points[high] as ImrPoint).value && (points[i] as ImrPoint).outOfControl)
      )
        high = i;
    }
    if (low === high) drawn.push(points[low] as ImrPoint);
    else for (const i of low < high ? [low, high] : [high, low]) drawn.push(points[i] as ImrPoint);
  }
  return drawn;
}
