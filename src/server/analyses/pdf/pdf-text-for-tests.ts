/**
 * Text of a PDF written by pdfkit, for tests (no PDF parser is installed). Reads the objects,
 * inflates the streams, maps each embedded font's glyph codes back through its ToUnicode CMap and
 * returns the text of each BT…ET block as a line. Only what pdfkit emits is supported.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0 && body.includes('endstream')) {
      dict = body.slice(0, streamAt);
      const dataStart = start + streamAt + 'stream'.length + (text[start + streamAt + 6] === '\r' ? 2 : 1);
      const raw = pdf.subarray(dataStart, text.indexOf('endstream', dataStart));
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

function hexToCodes(hex: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(parseInt(hex.slice(i, i + 4), 16));
  return codes;
}

function hexToText(hex: string): string {
  return String.fromCodePoint(...hexToCodes(hex));
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(src ?? '0', 16), hexToText(dst ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const from = parseInt(lo ?? '0', 16);
      const to = parseInt(hi ?? '0', 16);
      // A ligature maps to several code points: '<0066 0069>' = 'fi'.
      const targets = [...(rest ?? '').matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) =>
        (m[1] ?? '').replace(/\s/g, ''),
      );
      for (let code = from; code <= to; code++) {
        if (targets.length > 1) map.set(code, hexToText(targets[code - from] ?? ''));
        else {
          const base = hexToCodes(targets[0] ?? '');
          const last = (base.pop() ?? 0) + (code - from);
          map.set(code, String.fromCodePoint(...base, last));
        }
      }
    }
  }
  return map;
}

/** Resource name (F3) → glyph-code map, over every font with a ToUnicode CMap. */
function fontMaps(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const byObject = new Map<number, Map<number, string>>();
  for (const [id, obj] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(obj.dict);
    const cmap = ref ? objects.get(Number(ref[1]))?.stream : undefined;
    if (cmap) byObject.set(id, parseCMap(cmap.toString('latin1')));
  }
  const byName = new Map<string, Map<number, string>>();
  for (const obj of objects.values()) {
    for (const [, name, ref] of obj.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = byObject.get(Number(ref));
      if (name && map) byName.set(name, map);
    }
  }
  return byName;
}

/** Every page's text in order, one string per page (lines joined with '\n'). */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const fonts = fontMaps(objects);
  const pages: string[] = [];
  for (const obj of objects.values()) {
    if (!/\/Type \/Page\b/.test(obj.dict)) continue;
    // `/Contents 12 0 R` or, for a streamed document, `/Contents [12 0 R 98 0 R]` read as one stream
    const refs = /\/Contents (\d+ 0 R|\[[\d\sR]*\])/.exec(obj.dict)?.[1] ?? '';
    const content = [...refs.matchAll(/(\d+) 0 R/g)]
      .map(([, id]) => objects.get(Number(id))?.stream?.toString('latin1') ?? '')
      .join('\n');
    if (!content) continue;
    const lines: string[] = [];
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const font = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block[1] ?? '')?.[1] ?? '');
      const hexes = [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1] ?? '');
      lines.push(
        hexes
          .flatMap(hexToCodes)
          .map((code) => font?.get(code) ?? '\uFFFD')
          .join(''),
      );
    }
    pages.push(lines.join('\n'));
  }
  return pages;
}
