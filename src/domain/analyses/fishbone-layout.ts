import { type Measure, shortCause, wrapText } from './wrap-text';

export interface FishboneGroup {
  key: string;
  label: string;
  causes: readonly string[];
}

interface LaidCause {
  full: string;
  lines: string[];
  /** Right end of the text (text-anchor end) and the first baseline. */
  x: number;
  y: number;
  tick: { x1: number; x2: number; y: number };
}

interface LaidBone {
  key: string;
  label: string;
  labelBox: { x: number; y: number; w: number; h: number };
  line: { x1: number; y1: number; x2: number; y2: number };
  causes: LaidCause[];
  /** '+N' when more causes exist than the diagram shows. */
  more: { count: number; x: number; y: number } | null;
}

export interface FishboneLayout {
  width: number;
  height: number;
  spine: { x1: number; x2: number; y: number };
  head: { x: number; y: number; w: number; h: number; lines: string[] };
  bones: LaidBone[];
}

export const FISHBONE_FONT = { cause: 12, label: 13, head: 14 } as const;
export const LINE_HEIGHT = 15;
/** @internal */
export const MAX_CAUSES_SHOWN = 5;
const PAD = 8;
const LABEL_H = 28;
const CAUSE_GAP = 8;
const SPINE_GAP = 14;
const HEAD_LINE = 18;

interface Column {
  start: number;
  nearX: number;
  farX: number;
  textWidth: number;
}

function columns(spineStart: number, spineEnd: number): Column[] {
  const width = (spineEnd - spineStart) / 3;
  const slant = Math.min(32, width * 0.12);
  return [0, 1, 2].map((i) => {
    const start = spineStart + i * width;
    const nearX = start + width - 10;
    const farX = nearX - slant;
    // Conservative width: measured where the bone is furthest left, so no text reaches the bone.
    return { start, nearX, farX, textWidth: farX - 8 - (start + 4) };
  });
}

/** Wrapped causes of one bone and the height they need (label excluded). */
function wrapCauses(group: FishboneGroup, width: number, maxLines: number, measure: Measure) {
  const shown = group.causes.slice(0, MAX_CAUSES_SHOWN);
  const wrapped = shown.map((full) => ({
    full,
    lines: wrapText(shortCause(full), width, maxLines, FISHBONE_FONT.cause, measure),
  }));
  const more = group.causes.length - shown.length;
  const height =
    wrapped.reduce((sum, c) => sum + c.lines.length * LINE_HEIGHT + CAUSE_GAP, 0) +
    (more > 0 ? LINE_HEIGHT : 0);
  return { wrapped, more, height };
}

/**
 * Ishikawa layout in pixels for a given width: the spine runs left to the problem head on the right;
 * the first three groups are bones above the spine, the last three below. Causes are right-aligned
 * next to their bone with a tick; text is wrapped to the column so nothing overlaps.
 */
export function layoutFishbone(
  head: string,
  groups: readonly FishboneGroup[],
  width: number,
  measure: Measure,
): FishboneLayout {
  const maxLines = width >= 900 ? 2 : 3;
  const headW = Math.min(190, Math.max(100, width * 0.16));
  const headX = width - headW - PAD;
  const cols = columns(PAD, headX);
  const prepared = groups.slice(0, 6).map((group, i) => {
    const col = cols[i % 3] as Column;
    return { group, col, top: i < 3, ...wrapCauses(group, col.textWidth, maxLines, measure) };
  });
  const halfHeight = (top: boolean) =>
    Math.max(
      90,
      ...prepared.filter((p) => p.top === top).map((p) => LABEL_H + SPINE_GAP + p.height + SPINE_GAP),
    );
  const topH = halfHeight(true);
  const bottomH = halfHeight(false);
  const height = topH + bottomH;
  const spineY = topH;

  const headLines = wrapText(head, headW - 20, 4, FISHBONE_FONT.head, measure, true);
  const headH = Math.max(52, headLines.length * HEAD_LINE + 20);

  const bones = prepared.map(({ group, col, top, wrapped, more }): LaidBone => {
    const farY = top ? LABEL_H : height - LABEL_H;
    // x of the bone at height y (straight line from the far end to the spine).
    const boneX = (y: number) => col.farX + ((y - farY) / (spineY - farY)) * (col.nearX - col.farX);
    let y = top ? LABEL_H + SPINE_GAP : spineY + SPINE_GAP;
    const causes = wrapped.map(({ full, lines }) => {
      const blockH = lines.length * LINE_HEIGHT;
      const mid = y + blockH / 2 - 4;
      const x = boneX(mid);
      const laid: LaidCause = { full, lines, x: x - 8, y: y + 11, tick: { x1: x - 6, x2: x, y: mid } };
      y += blockH + CAUSE_GAP;
      return laid;
    });
    const labelW = Math.min(col.nearX - col.start, measure(group.label, FISHBONE_FONT.label, true) + 24);
    const labelX = Math.max(col.start, Math.min(col.farX - labelW / 2, col.nearX - labelW));
    return {
      key: group.key,
      label: group.label,
      labelBox: { x: labelX, y: top ? 0 : height - LABEL_H, w: labelW, h: LABEL_H },
      line: { x1: col.farX, y1: farY, x2: col.nearX, y2: spineY },
      causes,
      more: more > 0 ? { count: more, x: boneX(y + 6) - 8, y: y + 11 } : null,
    };
  });

  return {
    width,
    height,
    spine: { x1: PAD, x2: headX, y: spineY },
    head: { x: headX, y: spineY - headH / 2, w: headW, h: headH, lines: headLines },
    bones,
  };
}
