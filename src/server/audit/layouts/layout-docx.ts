import { strToU8, zipSync } from 'fflate';
import type { CpLayout, LayoutCell, LayoutSheet } from '../../../domain/audit/tables/layouts/cp-layout';

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const text = (cell: LayoutCell | undefined) =>
  cell === undefined ? '' : typeof cell === 'object' ? String(cell.v) : String(cell);

/** Cell text as Word paragraphs (a line break in a header cell is a new paragraph). */
const paragraphs = (value: string) =>
  value
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xml(line)}</w:t></w:r></w:p>`)
    .join('');

/**
 * The rows from `from` of a sheet as a Word table, with its merges as Word writes them: a
 * horizontal merge is one cell spanning columns (gridSpan), a vertical one a 'restart' cell and
 * empty 'continue' cells below (vMerge).
 */
function tableXml(sheet: LayoutSheet, from: number, headerRows = 0): string {
  const rows = sheet.rows.slice(from);
  const width = Math.max(1, ...rows.map((r) => r.length));
  const merges = sheet.merges
    .filter((m) => m.s.r >= from)
    .map((m) => ({ s: { r: m.s.r - from, c: m.s.c }, e: { r: m.e.r - from, c: m.e.c } }));
  const spanAt = new Map<string, number>();
  const covered = new Set<string>();
  const vertical = new Map<string, 'restart' | 'continue'>();
  for (const m of merges) {
    for (let r = m.s.r; r <= m.e.r; r++) {
      spanAt.set(`${r}:${m.s.c}`, m.e.c - m.s.c + 1);
      for (let c = m.s.c + 1; c <= m.e.c; c++) covered.add(`${r}:${c}`);
      if (m.e.r > m.s.r) vertical.set(`${r}:${m.s.c}`, r === m.s.r ? 'restart' : 'continue');
    }
  }
  const grid = Array.from({ length: width }, () => '<w:gridCol w:w="1200"/>').join('');
  const body = rows
    .map((cells, r) => {
      const tcs: string[] = [];
      for (let c = 0; c < width; c++) {
        if (covered.has(`${r}:${c}`)) continue;
        const span = spanAt.get(`${r}:${c}`) ?? 1;
        const merge = vertical.get(`${r}:${c}`);
        const props = [
          span > 1 ? `<w:gridSpan w:val="${span}"/>` : '',
          merge === 'restart' ? '<w:vMerge w:val="restart"/>' : merge === 'continue' ? '<w:vMerge/>' : '',
        ].join('');
        const value = merge === 'continue' ? '' : text(cells[c]);
        tcs.push(`<w:tc>${props ? `<w:tcPr>${props}</w:tcPr>` : ''}${paragraphs(value)}</w:tc>`);
      }
      // Word's 'repeat as header row' on the header's rows (it repeats them on screen and paper only).
      const header = r < headerRows ? '<w:trPr><w:tblHeader/></w:trPr>' : '';
      return `<w:tr>${header}${tcs.join('')}</w:tr>`;
    })
    .join('');
  return `<w:tbl><w:tblPr><w:tblBorders><w:top w:val="single"/><w:bottom w:val="single"/><w:insideH w:val="single"/><w:insideV w:val="single"/></w:tblBorders></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

/**
 * A generated layout as a .docx, as a plant types its plan in Word: the title block as paragraphs,
 * the plan (header and rows) as a table with its merged cells, a second sheet as a second table.
 * Written by hand (WordprocessingML in a zip, fflate): no new dependency.
 */
export function layoutDocx(layout: CpLayout): Buffer {
  const [plan, ...others] = layout.sheets;
  if (plan === undefined) throw new Error('a layout has its plan sheet');
  const title = plan.rows
    .slice(0, layout.headerRow)
    .map((cells) =>
      paragraphs(
        cells
          .map(text)
          .filter((t) => t !== '')
          .join('   '),
      ),
    )
    .join('');
  const tables = [
    tableXml(plan, layout.headerRow, layout.headerDepth),
    ...others.map((sheet) => tableXml(sheet, 0)),
  ].join(paragraphs(''));
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${title}${tables}${paragraphs('')}</w:body></w:document>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'word/document.xml': strToU8(document),
    }),
  );
}
