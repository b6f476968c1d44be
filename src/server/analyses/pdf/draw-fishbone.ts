import {
  type FishboneGroup,
  FISHBONE_FONT,
  layoutFishbone,
  LINE_HEIGHT,
} from '../../../domain/analyses/fishbone-layout';
import type { Measure } from '../../../domain/analyses/wrap-text';
import { FONT } from '../../pdf-kit/pdf-fonts';
import { ensureSpace } from '../../pdf-kit/pdf-writer';

// Laid out at this width in the screen's units, then scaled to the page (≈ 0.65: 12 px → 7.8 pt).
const LAYOUT_WIDTH = 760;
const COLORS = {
  spine: '#1e3a8a',
  head: '#1d4ed8',
  bone: '#475569',
  labelFill: '#e0e7ff',
  labelStroke: '#6366f1',
  label: '#312e81',
  cause: '#1e293b',
  tick: '#94a3b8',
};

/**
 * The Ishikawa (6M) diagram drawn with vector paths, from the same layout as the screen's SVG
 * (src/domain/analyses/fishbone-layout.ts), measured with the PDF's own font so nothing overlaps.
 */
export function drawFishbone(
  doc: PDFKit.PDFDocument,
  problem: string,
  groups: readonly FishboneGroup[],
  moreCauses: (count: number) => string = (count) => `+${count} neden daha`,
): void {
  const measure: Measure = (text, size, bold = false) =>
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .widthOfString(text);
  const layout = layoutFishbone(problem, groups, LAYOUT_WIDTH, measure);
  const left = doc.page.margins.left;
  const scale = (doc.page.width - left - doc.page.margins.right) / layout.width;
  ensureSpace(doc, layout.height * scale + 10);
  const top = doc.y + 4;

  doc.save();
  doc.translate(left, top).scale(scale);
  const { spine, head } = layout;
  doc
    .moveTo(spine.x1, spine.y)
    .lineTo(spine.x2 - 2, spine.y)
    .lineWidth(4)
    .strokeColor(COLORS.spine)
    .stroke();
  doc
    .polygon([spine.x2, spine.y], [spine.x2 - 14, spine.y - 8], [spine.x2 - 14, spine.y + 8])
    .fillColor(COLORS.spine)
    .fill();
  doc.roundedRect(head.x, head.y, head.w, head.h, 10).fillColor(COLORS.head).fill();
  head.lines.forEach((line, i) => {
    const y = head.y + head.h / 2 + (i - (head.lines.length - 1) / 2) * 18 + 5;
    centred(doc, line, head.x + head.w / 2, y, FISHBONE_FONT.head, true, '#ffffff');
  });
  for (const bone of layout.bones) {
    const { line, labelBox } = bone;
    doc.moveTo(line.x1, line.y1).lineTo(line.x2, line.y2).lineWidth(2.5).strokeColor(COLORS.bone).stroke();
    doc
      .roundedRect(labelBox.x, labelBox.y, labelBox.w, labelBox.h, 6)
      .lineWidth(1)
      .fillAndStroke(COLORS.labelFill, COLORS.labelStroke);
    centred(
      doc,
      bone.label,
      labelBox.x + labelBox.w / 2,
      labelBox.y + 19,
      FISHBONE_FONT.label,
      true,
      COLORS.label,
    );
    for (const cause of bone.causes) {
      doc
        .moveTo(cause.tick.x1, cause.tick.y)
        .lineTo(cause.tick.x2, cause.tick.y)
        .lineWidth(1.5)
        .strokeColor(COLORS.tick)
        .stroke();
      cause.lines.forEach((text, i) =>
        rightAligned(doc, text, cause.x, cause.y + i * LINE_HEIGHT, COLORS.cause),
      );
    }
    if (bone.more) rightAligned(doc, moreCauses(bone.more.count), bone.more.x, bone.more.y, COLORS.bone);
  }
  doc.restore();
  doc.x = left;
  doc.y = top + layout.height * scale + 8;
}

/** Text whose alphabetic baseline sits at y (the layout's convention, as SVG's). */
function at(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  bold: boolean,
  color: string,
) {
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(color)
    .text(text, x, y, { lineBreak: false, baseline: 'alphabetic' });
}

function centred(
  doc: PDFKit.PDFDocument,
  text: string,
  cx: number,
  y: number,
  size: number,
  bold: boolean,
  color: string,
) {
  const width = doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .widthOfString(text);
  at(doc, text, cx - width / 2, y, size, bold, color);
}

function rightAligned(doc: PDFKit.PDFDocument, text: string, right: number, y: number, color: string) {
  const width = doc.font(FONT.regular).fontSize(FISHBONE_FONT.cause).widthOfString(text);
  at(doc, text, right - width, y, FISHBONE_FONT.cause, false, color);
}
