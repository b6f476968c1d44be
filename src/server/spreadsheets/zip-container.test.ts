import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { docxFile, pptxFile, xlsxFile } from '../testing/audit-files';
import { honestFields, rawZip, storedVersusDeflate, workbookEntries } from '../testing/hostile-zips';
import { workbookBytes, zipBombBytes } from '../testing/spreadsheet-files';
import { readSpreadsheet } from './read-spreadsheet';
import { checkZipContainer, ZipRefused, type ZipBudget } from './zip-container';

const BUDGET: ZipBudget = { maxEntries: 100, maxTotalBytes: 1024 * 1024 };

function refusal(bytes: Uint8Array, budget = BUDGET): ZipRefused['kind'] | 'accepted' {
  try {
    checkZipContainer(bytes, budget);
    return 'accepted';
  } catch (error) {
    if (error instanceof ZipRefused) return error.kind;
    throw error;
  }
}

const sheet = workbookEntries();
const workbook = sheet.find((e) => e.name === 'xl/workbook.xml')!;
const second = { name: 'xl/extra.xml', content: new TextEncoder().encode('<extra/>'.repeat(50)) };

describe('checkZipContainer: what the readers will read is what was checked', () => {
  it.each([
    ['SheetJS .xlsx', async () => workbookBytes([{ name: 'A', rows: [['x', 1]] }])],
    ['ExcelJS .xlsx (data descriptors)', () => xlsxFile([{ name: 'A', rows: [['Şiddet', '7']] }])],
    ['.docx', async () => docxFile({ paragraphs: ['Kontrol'], tables: [[['a', 'b']]] })],
    ['.pptx', () => pptxFile([{ title: 'Plan', table: [['a', 'b']] }])],
    ['our writer, honest', async () => rawZip(sheet)],
    ['our writer, data descriptors', async () => rawZip(sheet.map((e) => ({ ...e, descriptor: true })))],
    ['our writer, stored entries', async () => rawZip(sheet.map((e) => ({ ...e, method: 0 as const })))],
  ])('%s passes', async (_label, make) => {
    expect(refusal(new Uint8Array(await make()), { maxEntries: 100, maxTotalBytes: 64 * 1024 * 1024 })).toBe(
      'accepted',
    );
  });

  it('the issue: the directory says stored, the local header says deflate (415, not a SheetJS inflate)', () => {
    const bytes = storedVersusDeflate(4 * 1024 * 1024);
    expect(refusal(bytes)).toBe('malformed');
    // What SheetJS would have done with it: inflate by the local header, 4 MiB from a few KiB.
    expect(() => XLSX.read(bytes, { type: 'buffer' })).not.toThrow();
    const read = readSpreadsheet(bytes);
    expect(read.ok || read.error).toMatchObject({ status: 415, code: 'malformed_container' });
  });

  it.each([
    ['local method', { local: (n: string) => (n === workbook.name ? { method: 0 } : {}) }],
    ['local compressed size', { local: (n: string) => (n === workbook.name ? { compressedSize: 1 } : {}) }],
    ['local size', { local: (n: string) => (n === workbook.name ? { size: 10 } : {}) }],
    ['local CRC', { local: (n: string) => (n === workbook.name ? { crc: 1 } : {}) }],
    ['local name', { local: (n: string) => (n === workbook.name ? { name: 'xl/workbooK.xml' } : {}) }],
    ['local flags (descriptor bit)', { local: (n: string) => (n === workbook.name ? { flags: 8 } : {}) }],
  ])('a %s that disagrees with the directory is malformed', (_label, patches) => {
    expect(refusal(rawZip(sheet, patches))).toBe('malformed');
  });

  it('a size lie in both records (the stream inflates to another size) is malformed', () => {
    const { fields } = honestFields(workbook);
    const lie = (n: string) => (n === workbook.name ? { size: fields.size - 1 } : {});
    expect(refusal(rawZip(sheet, { local: lie, central: lie }))).toBe('malformed');
  });

  it('a data descriptor that disagrees with the directory is malformed', () => {
    const entries = sheet.map((e) => ({ ...e, descriptor: true }));
    const { fields } = honestFields(workbook);
    const bigger = (n: string) => (n === workbook.name ? { size: fields.size + 1 } : {});
    expect(refusal(rawZip(entries, { central: bigger }))).toBe('malformed');
  });

  it('zip bombs beyond the budget: by the declared size and, when it lies, by inflating (413)', () => {
    expect(refusal(zipBombBytes(2 * 1024 * 1024))).toBe('too-large');
    expect(refusal(zipBombBytes(2 * 1024 * 1024, true))).toBe('too-large');
    const ratio = { ...BUDGET, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 200 };
    expect(refusal(zipBombBytes(2 * 1024 * 1024), ratio)).toBe('too-large');
    expect(refusal(zipBombBytes(10), { maxEntries: 2, maxTotalBytes: 1024 })).toBe('too-large');
  });

  it('entries that share bytes (an overlapping-file bomb) are malformed', () => {
    // The second entry's whole local record is written as the first (stored) entry's data.
    const inner = rawZip([second]);
    const innerLocal = inner.subarray(0, inner.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    const outer = { name: 'xl/workbook.xml', content: new Uint8Array(innerLocal), method: 0 as const };
    const { fields } = honestFields(second);
    const overlapping = rawZip([outer], {
      extraCentral: [{ ...fields, offset: 30 + outer.name.length }],
    });
    expect(refusal(overlapping)).toBe('malformed');
  });

  it('two entries of one name, a directory pointing past itself and a fake end record are malformed', () => {
    expect(refusal(rawZip([workbook, workbook]))).toBe('malformed');
    expect(
      refusal(rawZip(sheet, { central: (n) => (n === workbook.name ? { offset: 1_000_000 } : {}) })),
    ).toBe('malformed');
    const honest = rawZip(sheet);
    expect(refusal(Buffer.concat([honest, Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0])]))).toBe('malformed');
    // An interrupted copy is damaged (a read problem), not a crafted file.
    expect(refusal(honest.subarray(0, honest.length - 30))).toBe('damaged');
  });

  it('an encrypted entry is refused as encrypted', () => {
    const encrypted = (n: string) => (n === workbook.name ? { flags: 1 } : {});
    expect(refusal(rawZip(sheet, { local: encrypted, central: encrypted }))).toBe('encrypted');
  });
});
