import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_API_MESSAGES, AUDIT_LIMITS, type TAuditDocument } from '../../domain/audit/api-contract';
import { auditDocumentContents } from '../db/schema-audit';
import { FileDocumentStore } from '../documents/file-document-store';
import { docxFile, multipartFiles, pdfFile } from '../testing/audit-files';
import { storedVersusDeflate } from '../testing/hostile-zips';
import { startAuditOf, uploadFiles, waitForAudit } from '../testing/audit-test-helpers';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';

/**
 * Issue 21 part 1: on the embedded database a document's bytes are a file named by its sha-256 and
 * never a bytea value (PGlite runs on the main thread); on PostgreSQL they stay in bytea, where every
 * instance reads them. Same content, one file; the file goes with the last document that names it.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const onFiles = testDatabaseKind() === 'pglite';

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, [user, password]] of Object.entries(DEMO))
    cookies[key] = await loginAs(t.app, user, password);
}, 120_000);
afterAll(async () => t?.close(), 60_000);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const TABLE = [
  ['Op. No', 'Operasyon', 'Reaksiyon Planı'],
  ['10', 'Kesme', 'Ayır'],
];

async function contentsOf(id: string) {
  const [row] = await t.database.db
    .select({ content: auditDocumentContents.content, fileSha256: auditDocumentContents.fileSha256 })
    .from(auditDocumentContents)
    .where(eq(auditDocumentContents.documentId, id));
  return row;
}

function fileStore(): FileDocumentStore {
  const store = t.database.documents;
  if (!(store instanceof FileDocumentStore)) throw new Error('expected the file store on PGlite');
  return store;
}

/** POST /api/audit/documents as one multipart request: the raw answer, refusals included. */
function postFiles(app: TestApp['app'], cookie: string, files: { name: string; bytes: Buffer }[]) {
  const body = multipartFiles(files);
  return app.inject({
    method: 'POST',
    url: '/api/audit/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** Runs `check` on an app whose users may store 1 MB each, signed in as kalite. */
async function withOneMegabyteQuota(
  check: (app: TestApp['app'], cookie: string, store: FileDocumentStore) => Promise<void>,
): Promise<void> {
  const limited = await createTestApp({ STORAGE_USER_MB: '1' });
  try {
    const cookie = await loginAs(limited.app, ...DEMO.kalite);
    await check(limited.app, cookie, limited.database.documents as FileDocumentStore);
  } finally {
    await limited.close();
  }
}

async function deleteDocument(cookie: string, id: string) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/audit/documents/${id}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(204);
}

describe.runIf(onFiles)('document bytes on the embedded database', () => {
  it('are a file named by their sha-256, fsynced before the row; the table holds no byte', async () => {
    const bytes = docxFile({ paragraphs: ['Kontrol planı'], tables: [TABLE] });
    const [doc] = await uploadFiles(t.app, cookies.kalite!, [{ name: 'kontrol.docx', bytes }]);
    const row = await contentsOf(doc!.id);
    expect(row).toEqual({ content: null, fileSha256: sha256(bytes) });
    const file = fileStore().filePath(sha256(bytes));
    expect(file).toContain(`/${sha256(bytes).slice(0, 2)}/${sha256(bytes)}`);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    // The audit reads the file: removed behind the server's back, the document becomes unreadable.
    const done = await waitForAudit(
      t.app,
      cookies.kalite!,
      await startAuditOf(t.app, cookies.kalite!, [doc!]),
    );
    expect(JSON.stringify(done.report?.findings)).not.toMatch(/silindi/);
    const kept = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const again = await waitForAudit(
        t.app,
        cookies.kalite!,
        await startAuditOf(t.app, cookies.kalite!, [doc!]),
      );
      expect(JSON.stringify(again.report?.findings)).toMatch(/silindi/);
    } finally {
      fs.writeFileSync(file, kept);
    }
  });

  it('same content is one file, deleted with the last document that names it', async () => {
    const bytes = docxFile({ paragraphs: ['Aynı içerik'], tables: [TABLE] });
    const [mine] = await uploadFiles(t.app, cookies.kalite!, [{ name: 'a.docx', bytes }]);
    const [theirs, twin] = await uploadFiles(t.app, cookies.kalip!, [
      { name: 'b.docx', bytes },
      { name: 'c.docx', bytes },
    ]);
    const file = fileStore().filePath(sha256(bytes));
    for (const doc of [mine, theirs, twin])
      expect((await contentsOf(doc!.id))?.fileSha256).toBe(sha256(bytes));
    await deleteDocument(cookies.kalite!, mine!.id);
    await deleteDocument(cookies.kalip!, theirs!.id);
    expect(fs.existsSync(file)).toBe(true);
    await deleteDocument(cookies.kalip!, twin!.id);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('a refused upload (quota) leaves no file behind', async () => {
    await withOneMegabyteQuota(async (app, cookie, store) => {
      const bytes = Buffer.alloc(1024 * 1024 + 1, 0x41);
      const res = await postFiles(app, cookie, [{ name: 'büyük.pdf', bytes }]);
      expect(res.statusCode).toBe(413);
      expect(fs.existsSync(store.filePath(sha256(bytes)))).toBe(false);
    });
  });
});

describe.runIf(onFiles)('a PDF upload on the embedded database goes to disk as it arrives', () => {
  const spooled = () => fs.readdirSync(fileStore().spoolFolder).filter((name) => !name.startsWith('.'));
  const pdfOf = async (title: string) =>
    Buffer.concat([await pdfFile({ title: [title], table: [...TABLE] }), Buffer.alloc(256 * 1024, 0x0a)]);

  it('is renamed from the spool folder to its sha-256 name; the same PDF twice is one file', async () => {
    const pdf = await pdfOf('SPOOL');
    const docs = await uploadFiles(t.app, cookies.kalite!, [
      { name: 'bir.pdf', bytes: pdf },
      { name: 'iki.pdf', bytes: pdf },
    ]);
    expect(docs).toHaveLength(2);
    const file = fileStore().filePath(sha256(pdf));
    expect(fs.readFileSync(file).equals(pdf)).toBe(true);
    for (const doc of docs) expect((await contentsOf(doc.id))?.fileSha256).toBe(sha256(pdf));
    expect(spooled()).toEqual([]);
  });

  it('one over the size limit is a 413 and leaves nothing in the spool folder (it was spooled from its first KiB)', async () => {
    const pdf = Buffer.concat([await pdfOf('ÇOK BÜYÜK'), Buffer.alloc(AUDIT_LIMITS.maxFileBytes, 0x0a)]);
    const res = await postFiles(t.app, cookies.kalite!, [{ name: 'dev.pdf', bytes: pdf }]);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(AUDIT_API_MESSAGES.fileTooLarge);
    expect(fs.existsSync(fileStore().filePath(sha256(pdf)))).toBe(false);
    expect(spooled()).toEqual([]);
  });

  it('a refused one (quota, a damaged container beside it) leaves nothing in the spool folder', async () => {
    await withOneMegabyteQuota(async (app, cookie, store) => {
      const pdf = Buffer.concat([await pdfOf('KOTA'), Buffer.alloc(1024 * 1024, 0x0a)]);
      const res = await postFiles(app, cookie, [{ name: 'büyük.pdf', bytes: pdf }]);
      expect(res.statusCode).toBe(413);
      expect(fs.existsSync(store.filePath(sha256(pdf)))).toBe(false);
      expect(fs.readdirSync(store.spoolFolder)).toEqual([]);
    });
    const pdf = await pdfOf('YANINDA BOZUK');
    // the container guard refuses the whole request after the PDF was received (415)
    const broken = Buffer.from(storedVersusDeflate(1 << 20));
    const res = await postFiles(t.app, cookies.kalite!, [
      { name: 'plan.pdf', bytes: pdf },
      { name: 'bozuk.xlsx', bytes: broken },
    ]);
    expect(res.statusCode, res.body).toBe(415);
    expect(fs.existsSync(fileStore().filePath(sha256(pdf)))).toBe(false);
    expect(spooled()).toEqual([]);
  });
});

describe.runIf(!onFiles)('document bytes on PostgreSQL', () => {
  it('stay in bytea, where every instance reads them; no file is written', async () => {
    expect(t.database.documents.kind).toBe('database');
    const bytes = docxFile({ paragraphs: ['Kontrol planı'], tables: [TABLE] });
    const [doc]: TAuditDocument[] = await uploadFiles(t.app, cookies.kalite!, [
      { name: 'kontrol.docx', bytes },
    ]);
    const row = await contentsOf(doc!.id);
    expect(row?.fileSha256).toBeNull();
    expect(row?.content?.equals(bytes)).toBe(true);
    const done = await waitForAudit(
      t.app,
      cookies.kalite!,
      await startAuditOf(t.app, cookies.kalite!, [doc!]),
    );
    expect(done.status).toBe('done');
    expect(JSON.stringify(done.report?.findings)).not.toMatch(/silindi/);
    await deleteDocument(cookies.kalite!, doc!.id);
    expect(await contentsOf(doc!.id)).toBeUndefined();
  });
});

describe('a PDF that arrives in many chunks', () => {
  it('is stored byte for byte (its chunks are written in order, never joined first) and audited', async () => {
    const pdf = Buffer.concat([
      await pdfFile({ title: ['KONTROL PLANI'], table: [...TABLE] }),
      // Trailing bytes after %%EOF, as scanners append: the PDF still reads, the file is 2 MiB.
      Buffer.alloc(2 * 1024 * 1024, 0x0a),
    ]);
    const body = multipartFiles([{ name: 'kontrol_plani.pdf', bytes: pdf }]);
    const CHUNK = 16 * 1024;
    const chunks = Array.from({ length: Math.ceil(body.payload.length / CHUNK) }, (_, i) =>
      body.payload.subarray(i * CHUNK, (i + 1) * CHUNK),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audit/documents',
      headers: { ...body.headers, cookie: cookies.kalite! },
      payload: Readable.from(chunks),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json<{ documents: TAuditDocument[] }>().documents;
    expect(doc).toMatchObject({ format: 'pdf', size: pdf.length });
    const stored = await t.database.documents.read(doc!.id);
    expect(stored && Buffer.from(stored).equals(pdf)).toBe(true);
    const done = await waitForAudit(
      t.app,
      cookies.kalite!,
      await startAuditOf(t.app, cookies.kalite!, [doc!]),
    );
    expect(done.status).toBe('done');
    expect(done.report?.findings.some((f) => f.ruleId === 'doc-unreadable')).toBe(false);
  });
});
