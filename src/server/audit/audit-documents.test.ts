import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditDocument } from '../../domain/audit/api-contract';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { docxFile, legacyPptFile, multipartFiles, pdfFile, xlsxFile } from '../testing/audit-files';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, [user, password]] of Object.entries(DEMO))
    cookies[key] = await loginAs(t.app, user, password);
});
afterAll(async () => t.close());

async function upload(cookie: string, files: Parameters<typeof multipartFiles>[0]) {
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

describe('POST /api/audit/documents', () => {
  it('stores each file, guesses its type by name (spec order) and answers 201 with the contract', async () => {
    const res = await upload(cookies.kalite!, [
      { name: 'Kontrol_Planı_FMEA.xlsx', bytes: await xlsxFile([{ name: 'CP', rows: TABLE }]) },
      { name: 'PFMEA Hat 3.docx', bytes: docxFile({ paragraphs: ['PFMEA'], tables: [TABLE] }) },
      { name: 'SİNOPTİK.pdf', bytes: await pdfFile({ title: ['Sinoptik'], table: TABLE }) },
      { name: 'Proses Akış Şeması.pdf', bytes: await pdfFile({ title: ['Akış'], table: TABLE }) },
      { name: 'sunum.ppt', bytes: legacyPptFile() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { documents } = res.json<{ documents: TAuditDocument[] }>();
    expect(documents.map((d) => [d.name, d.type, d.format, d.status])).toEqual([
      ['Kontrol_Planı_FMEA.xlsx', 'control-plan', 'xlsx', 'uploaded'],
      ['PFMEA Hat 3.docx', 'fmea', 'docx', 'uploaded'],
      ['SİNOPTİK.pdf', 'synoptic', 'pdf', 'uploaded'],
      ['Proses Akış Şeması.pdf', 'process-flow', 'pdf', 'uploaded'],
      ['sunum.ppt', 'other', 'ppt', 'uploaded'],
    ]);
    const first = documents[0]!;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['id', 'name', 'type', 'size', 'sizeLabel', 'uploadDate', 'status']),
    );
    expect(first.sizeLabel).toMatch(/^\d+,\d\d KB$/);
    expect(first.can).toEqual({ changeType: true, delete: true, audit: true });
  });

  it('keeps only the file name of a path and refuses an unknown content under a foreign extension (415)', async () => {
    const ok = await upload(cookies.kalite!, [
      { name: 'C:\\fakepath\\..\\kontrol.docx', bytes: docxFile({ paragraphs: ['x'], tables: [TABLE] }) },
    ]);
    expect(ok.json<{ documents: TAuditDocument[] }>().documents[0]?.name).toBe('kontrol.docx');
    const exe = await upload(cookies.kalite!, [
      { name: 'virus.exe', bytes: Buffer.from('MZ\x90\x00 not a document') },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toMatch(/Desteklenmeyen dosya türü/);
    // Unknown bytes under an auditor extension are kept: the audit reports them as corrupt.
    const broken = await upload(cookies.kalite!, [{ name: 'bozuk.pdf', bytes: Buffer.from('bozuk içerik') }]);
    expect(broken.statusCode).toBe(201);
    expect(broken.json<{ documents: TAuditDocument[] }>().documents[0]?.format).toBe('unknown');
  });

  it('refuses an empty request (400), an empty file (400), a file over 20 MB and too many files (413), JSON (415)', async () => {
    expect((await upload(cookies.kalite!, [])).statusCode).toBe(400);
    expect((await upload(cookies.kalite!, [{ name: 'bos.pdf', bytes: Buffer.alloc(0) }])).statusCode).toBe(
      400,
    );
    const big = await upload(cookies.kalite!, [
      { name: 'büyük.pdf', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0x20) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toMatch(/Dosya çok büyük/);
    const many = await upload(
      cookies.kalite!,
      Array.from({ length: 11 }, (_, i) => ({ name: `d${i}.ppt`, bytes: legacyPptFile() })),
    );
    expect(many.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/audit/documents',
      headers: { cookie: cookies.kalite! },
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a session (401)', async () => {
    const body = multipartFiles([{ name: 'a.ppt', bytes: legacyPptFile() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audit/documents',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('documents of another user', () => {
  it('are listed with mine=false but may be changed, deleted or audited only by the uploader or a Yönetici', async () => {
    const res = await upload(cookies.kalite!, [{ name: 'kalite-plan.ppt', bytes: legacyPptFile() }]);
    const doc = res.json<{ documents: TAuditDocument[] }>().documents[0]!;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/audit/documents',
      headers: { cookie: cookies.kalip! },
    });
    expect(mine.json<{ documents: TAuditDocument[] }>().documents.some((d) => d.id === doc.id)).toBe(false);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/audit/documents?mine=false',
      headers: { cookie: cookies.kalip! },
    });
    const seen = all.json<{ documents: TAuditDocument[] }>().documents.find((d) => d.id === doc.id);
    expect(seen?.can).toEqual({ changeType: false, delete: false, audit: false });

    const patch = (cookie: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/audit/documents/${doc.id}`,
        headers: { cookie },
        payload: { type: 'fmea' },
      });
    expect((await patch(cookies.kalip!)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/audit/documents/${doc.id}`,
          headers: { cookie: cookies.kalip! },
        })
      ).statusCode,
    ).toBe(403);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/audits',
      headers: { cookie: cookies.kalip! },
      payload: { documentIds: [doc.id] },
    });
    expect(start.statusCode).toBe(403);

    const byAdmin = await patch(cookies.admin!);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<TAuditDocument>().type).toBe('fmea');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/audit/documents/${doc.id}`,
          headers: { cookie: cookies.kalite! },
        })
      ).statusCode,
    ).toBe(204);
    expect((await patch(cookies.kalite!)).statusCode).toBe(404);
  });

  it('rejects an invalid type, an invalid id and unknown fields (400)', async () => {
    const res = await upload(cookies.kalite!, [{ name: 'x.ppt', bytes: legacyPptFile() }]);
    const doc = res.json<{ documents: TAuditDocument[] }>().documents[0]!;
    const send = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { cookie: cookies.kalite! },
        payload: payload as object,
      });
    expect((await send(`/api/audit/documents/${doc.id}`, { type: 'secret' })).statusCode).toBe(400);
    expect(
      (await send(`/api/audit/documents/${doc.id}`, { type: 'fmea', status: 'analyzed' })).statusCode,
    ).toBe(400);
    expect((await send('/api/audit/documents/..%2F..%2Fusers', { type: 'fmea' })).statusCode).toBe(400);
  });
});

describe('POST /api/audits without documents', () => {
  it("answers 400 'Lütfen önce doküman yükleyin!'", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audits',
      headers: { cookie: cookies.kalite! },
      payload: { documentIds: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Lütfen önce doküman yükleyin!');
  });
});
