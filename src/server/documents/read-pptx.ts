import { SaxesParser } from 'saxes';
import { boundedText, hasContent, problem, type ReadResult, tableFromRows } from './read-result';
import { readZipEntries, ZipProblem } from './zip-archive';

const SLIDE = /^ppt\/slides\/slide(\d+)\.xml$/;

/**
 * Text and tables of a PPTX, read as what it is: a zip (bounded, zip-archive.ts) of DrawingML
 * slides parsed with saxes. Each `a:tbl` is a table of its slide (its page); every `a:p` a line.
 */
export function readPptx(bytes: Uint8Array): ReadResult {
  let files: Record<string, Uint8Array>;
  try {
    files = readZipEntries(bytes, (name) => SLIDE.test(name));
  } catch (error) {
    if (error instanceof ZipProblem) return problem(error.code, error.message);
    throw error;
  }
  const slides = Object.keys(files)
    .map((name) => ({ name, number: Number(SLIDE.exec(name)?.[1]) }))
    .sort((a, b) => a.number - b.number);
  const result: ReadResult = { tables: [], text: '' };
  const texts: string[] = [];
  try {
    for (const slide of slides) {
      const content = readSlide(new TextDecoder().decode(files[slide.name]));
      texts.push(content.lines.join('\n'));
      for (const rows of content.tables.filter(hasContent)) {
        result.tables.push(tableFromRows(rows, { page: slide.number, headerRow: 1 }));
      }
    }
  } catch {
    return problem('corrupt', 'sunum slaytları okunamadı');
  }
  result.text = boundedText(texts.join('\n\f'));
  return result;
}

function readSlide(xml: string): { lines: string[]; tables: string[][][] } {
  const parser = new SaxesParser({ position: false });
  const lines: string[] = [];
  const tables: string[][][] = [];
  let table: string[][] | null = null;
  let row: string[] | null = null;
  let cell: string[] | null = null;
  let paragraph: string[] | null = null;
  let inText = false;
  // A merged cell's continuation (hMerge/vMerge) is empty in the XML: it takes the text it continues.
  let continues: 'left' | 'above' | null = null;
  parser.on('opentag', (tag) => {
    switch (tag.name) {
      case 'a:tbl':
        table = [];
        break;
      case 'a:tr':
        row = [];
        break;
      case 'a:tc':
        cell = [];
        continues = tag.attributes.hMerge === '1' ? 'left' : tag.attributes.vMerge === '1' ? 'above' : null;
        break;
      case 'a:p':
        paragraph = [];
        break;
      case 'a:t':
        inText = true;
        break;
    }
  });
  parser.on('text', (text) => {
    if (inText) paragraph?.push(text);
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'a:t':
        inText = false;
        break;
      case 'a:p': {
        const text = (paragraph ?? []).join('');
        if (cell) cell.push(text);
        else if (text.trim()) lines.push(text);
        paragraph = null;
        break;
      }
      case 'a:tc': {
        if (!row) break;
        const previousRow = table?.[table.length - 1];
        const text =
          continues === 'left'
            ? (row[row.length - 1] ?? '')
            : continues === 'above'
              ? (previousRow?.[row.length] ?? '')
              : (cell ?? []).join('\n');
        row.push(text);
        cell = null;
        break;
      }
      case 'a:tr':
        if (row) table?.push(row);
        row = null;
        break;
      case 'a:tbl':
        if (table) {
          tables.push(table);
          for (const r of table) lines.push(r.join('\t'));
        }
        table = null;
        break;
    }
  });
  parser.write(xml).close();
  return { lines, tables };
}
