import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docxFile,
  encryptedOfficeFile,
  legacyPptFile,
  pdfFile,
  pptxFile,
  scannedPdfFile,
  truncated,
  xlsxFile,
  zipBombDocx,
} from '../testing/audit-files';
import { detectFormat } from './detect-format';
import { readDocumentBytes } from './read-document';
import { readPdf } from './read-pdf';

const HEADER = [
  'Op. No',
  'Operasyon',
  'Ürün Karakteristiği',
  'Özel Sınıf',
  'Ölçüm Tekniği',
  'Reaksiyon Planı',
];
const ROWS = [
  ['10', 'Kesme', 'Boy 120 ±0,5', '', 'Şerit metre', 'Parçayı ayır, ustabaşına bildir'],
  ['20', 'Büküm', 'Açı 90° ±1°', 'CC', 'Açı ölçer (MSA-014)', 'Hattı durdur; İŞ-07'],
];
const TABLE = [HEADER, ...ROWS];

const cellsOf = (result: Awaited<ReturnType<typeof readDocumentBytes>>) =>
  result.tables.flatMap((table) => table.rows.map((row) => row.cells));

describe('readDocumentBytes: what each format gives the engine', () => {
  it.each([
    ['xlsx', () => xlsxFile([{ name: 'Kontrol Planı', rows: [['KONTROL PLANI'], ...TABLE] }])],
    ['docx', async () => docxFile({ paragraphs: ['KONTROL PLANI'], tables: [TABLE] })],
    ['pdf', () => pdfFile({ title: ['KONTROL PLANI'], table: TABLE })],
    ['pptx', async () => pptxFile([{ title: 'KONTROL PLANI', table: TABLE }])],
  ])('%s: the table with its Turkish letters, rows in order', async (format, make) => {
    const bytes = new Uint8Array(await make());
    expect(detectFormat(bytes).format).toBe(format);
    const result = await readDocumentBytes(bytes);
    expect(result.readProblem).toBeUndefined();
    const cells = cellsOf(result);
    const header = cells.findIndex((row) => row.includes('Reaksiyon Planı'));
    expect(header, JSON.stringify(cells)).toBeGreaterThanOrEqual(0);
    expect(cells[header]).toEqual(HEADER);
    expect(cells[header + 1]).toEqual(ROWS[0]);
    expect(cells[header + 2]).toEqual(ROWS[1]);
    expect(result.text).toContain('KONTROL PLANI');
  });

  it('decides by content: a PDF named .xlsx is read as the PDF it is', async () => {
    const pdf = await pdfFile({ title: ['PFMEA'], table: TABLE });
    expect(detectFormat(pdf)).toEqual({ format: 'pdf', encrypted: false });
  });

  it.each([
    ['a .ppt', async () => legacyPptFile(), 'legacy-ppt', /PPTX olarak kaydedin/],
    ['a scanned PDF', () => scannedPdfFile(2), 'no-text-layer', /metin katmanı yok/],
    [
      'a password-protected PDF',
      () => pdfFile({ title: ['Gizli'], table: TABLE, password: 'parola' }),
      'encrypted',
      /parola/,
    ],
    ['a password-protected Office file', async () => encryptedOfficeFile(), 'encrypted', /parola/],
    [
      'a truncated DOCX',
      async () => truncated(docxFile({ paragraphs: ['x'], tables: [TABLE] })),
      'corrupt',
      /./,
    ],
    [
      'a truncated PDF',
      async () => truncated(await pdfFile({ title: ['x'], table: TABLE })),
      'corrupt',
      /PDF/,
    ],
    ['random bytes', async () => Buffer.from('bu bir PDF değil'.repeat(50)), 'corrupt', /tanınmadı/],
    ['a zip bomb', async () => zipBombDocx(), 'too-large', /zip bombası|sınır/],
  ])('%s becomes a read problem, never a throw', async (_label, make, code, detail) => {
    const result = await readDocumentBytes(new Uint8Array(await make()));
    expect(result.readProblem?.code).toBe(code);
    expect(result.readProblem?.detail ?? '').toMatch(detail);
  });

  it('reads at most the page cap of a long PDF and says so', async () => {
    const table = [
      HEADER,
      ...Array.from({ length: 60 }, (_, i) => [
        String(10 * (i + 1)),
        `Operasyon ${i + 1}`,
        'x',
        '',
        'y',
        'z',
      ]),
    ];
    const bytes = await pdfFile({ title: ['Uzun'], table, rowsPerPage: 20 });
    const result = await readPdf(new Uint8Array(bytes), 2);
    expect(result.readProblem).toEqual({ code: 'too-large', detail: '3 sayfanın ilk 2 sayfası okundu' });
    expect(new Set(result.tables.map((t) => t.page))).toEqual(new Set([1, 2]));
  });
});

describe('the empty forms of the corpus', () => {
  const corpus = path.resolve(import.meta.dirname, '../../../../shared/real-documents/other');
  it.each(['gkapqp_PFMEA_양식.pdf', 'gkapqp_관리계획서_양식.pdf'])(
    '%s: Korean headers read (CMaps), the numbered rows empty',
    async (file) => {
      const result = await readDocumentBytes(new Uint8Array(readFileSync(path.join(corpus, file))));
      expect(result.readProblem).toBeUndefined();
      const cells = cellsOf(result);
      const header = cells.find((row) => row.some((cell) => /Reaction|Recommended/.test(cell)));
      expect(header).toBeDefined();
      const numbered = cells.filter((row) => /^\d$/.test(row[0] ?? ''));
      expect(numbered.length).toBeGreaterThanOrEqual(8);
      expect(numbered.every((row) => row.slice(1).every((cell) => cell === ''))).toBe(true);
    },
  );
});
