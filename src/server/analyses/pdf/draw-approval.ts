import { PDF_LABELS, type PdfLabels } from '../../../domain/analyses/pdf-labels';
import { FONT } from '../../pdf-kit/pdf-fonts';
import { COLORS, ensureSpace, heading } from '../../pdf-kit/pdf-writer';

const ROW_HEIGHT = 24;
const HEADER_HEIGHT = 20;

/**
 * The sign-off table of an 8D report: prepared / reviewed / approved, each with name, title,
 * signature and date. The preparer and the day the report was made are filled in; the others are
 * signed on paper.
 */
export function drawApprovalBlock(
  doc: PDFKit.PDFDocument,
  filled: { preparedBy: string; preparedOn: string },
  labels: PdfLabels = PDF_LABELS.tr,
): void {
  const ROLES = labels.approvalRoles;
  const ROWS = labels.approvalRows;
  heading(doc, labels.approvalHeading);
  ensureSpace(doc, HEADER_HEIGHT + ROWS.length * ROW_HEIGHT + 10);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const keyWidth = 70;
  const colWidth = (width - keyWidth) / ROLES.length;
  const top = doc.y + 4;
  const bottom = top + HEADER_HEIGHT + ROWS.length * ROW_HEIGHT;

  doc.rect(left, top, width, HEADER_HEIGHT).fillColor('#eef2ff').fill();
  ROLES.forEach((role, i) => {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(COLORS.text)
      .text(role, left + keyWidth + i * colWidth, top + 5, {
        width: colWidth,
        align: 'center',
        lineBreak: false,
      });
  });
  ROWS.forEach((row, r) => {
    const y = top + HEADER_HEIGHT + r * ROW_HEIGHT;
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(row, left + 6, y + 7, { width: keyWidth - 8, lineBreak: false });
    const value = r === 0 ? filled.preparedBy : r === 3 ? filled.preparedOn : '';
    if (value !== '')
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLORS.text)
        .text(value, left + keyWidth + 6, y + 7, { width: colWidth - 12, lineBreak: false, ellipsis: true });
  });
  // Grid: outer frame, a line under the header and each row, a line between columns.
  doc.lineWidth(0.7).strokeColor(COLORS.rule);
  doc.rect(left, top, width, bottom - top).stroke();
  for (let r = 0; r <= ROWS.length; r++) {
    const y = top + HEADER_HEIGHT + r * ROW_HEIGHT;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
  }
  for (let c = 0; c < ROLES.length; c++) {
    const x = left + keyWidth + c * colWidth;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
  doc.x = left;
  doc.y = bottom + 8;
}
