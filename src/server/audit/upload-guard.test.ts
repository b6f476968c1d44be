import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditDocument } from '../../domain/audit/api-contract';
import { docxFile, multipartFiles, truncated, xlsxFile, zipBombDocx } from '../testing/audit-files';
import { rawZip, storedVersusDeflate, workbookEntries } from '../testing/hostile-zips';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => t?.close(), 60_000);

async function upload(files: Parameters<typeof multipartFiles>[0]) {
  const body = multipartFiles(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/audit/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const TABLE = [
  ['Op. No', 'Operasyon', 'Reaksiyon Planı'],
  ['10', 'Kesme', 'Ayır'],
];

/** A .docx from our writer whose document part's local header names another part. */
function renamedDocx(): Buffer {
  const entries = [
    { name: '[Content_Types].xml', content: strToU8('<Types/>') },
    { name: 'word/document.xml', content: strToU8('<w:document/>'.repeat(20)) },
  ];
  return rawZip(entries, {
    local: (n) => (n === 'word/document.xml' ? { name: 'word/documenT.xml' } : {}),
  });
}

describe('POST /api/audit/documents: the container guard', () => {
  it.each([
    [
      "the issue's .xlsx (directory 'stored', local header 'deflate')",
      'plan.xlsx',
      storedVersusDeflate(8 << 20),
    ],
    ['a .docx whose local name differs from the directory', 'plan.docx', renamedDocx()],
  ])('%s: 415 with the Turkish message, nothing stored', async (_label, name, bytes) => {
    const before = await t.app.inject({ method: 'GET', url: '/api/audit/documents', headers: { cookie } });
    const res = await upload([{ name, bytes }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'malformed_container',
        message: expect.stringContaining('zip yapısı tutarsız'),
        field: 'files',
      },
    });
    expect(res.json().error.message).toContain(name);
    const after = await t.app.inject({ method: 'GET', url: '/api/audit/documents', headers: { cookie } });
    expect(after.json().documents).toHaveLength(before.json().documents.length);
  });

  it('a .docx that expands past its budget: 413', async () => {
    const res = await upload([{ name: 'bomba.docx', bytes: zipBombDocx() }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'expanded_too_large', field: 'files' });
    expect(res.json().error.message).toMatch(/açılmış içeriği izin verilen sınırı aşıyor/);
  });

  it('a normal ExcelJS .xlsx and .docx pass, and a truncated copy is kept for the audit to report', async () => {
    const res = await upload([
      { name: 'kp.xlsx', bytes: await xlsxFile([{ name: 'CP', rows: TABLE }]) },
      { name: 'pfmea.docx', bytes: docxFile({ paragraphs: ['PFMEA'], tables: [TABLE] }) },
      { name: 'yarim.docx', bytes: truncated(docxFile({ paragraphs: ['x'], tables: [TABLE] })) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { documents } = res.json<{ documents: TAuditDocument[] }>();
    expect(documents.map((d) => d.format)).toEqual(['xlsx', 'docx', 'unknown']);
  });

  it('a real workbook re-zipped with data descriptors passes', async () => {
    const entries = workbookEntries().map((e) => ({ ...e, descriptor: true }));
    const res = await upload([{ name: 'tanimlayici.xlsx', bytes: rawZip(entries) }]);
    expect(res.statusCode, res.body).toBe(201);
  });
});
