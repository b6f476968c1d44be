import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditDocument } from '../../domain/audit/api-contract';
import { multipartFiles } from '../testing/audit-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

// 1 MB per user, 2 MB for the installation (the demo seeds no documents).
beforeAll(async () => {
  t = await createTestApp({ STORAGE_USER_MB: '1', STORAGE_TOTAL_MB: '2' });
  for (const [key, [user, password]] of Object.entries(DEMO))
    cookies[key] = await loginAs(t.app, user, password);
}, 120_000);
afterAll(async () => t?.close(), 60_000);

const KB = 1024;
/** Bytes no reader recognises, under an auditor extension: stored as they are (size is what counts). */
const file = (name: string, bytes: number) => ({ name, bytes: Buffer.alloc(bytes, 0x20) });

async function upload(who: string, files: { name: string; bytes: Buffer }[]) {
  const body = multipartFiles(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/audit/documents',
    headers: { ...body.headers, cookie: cookies[who]! },
    payload: body.payload,
  });
}

describe('document storage quotas', () => {
  it('an upload past the user quota is a 413 that says what is used and what is allowed (tr-TR MB)', async () => {
    const first = await upload('kalite', [file('a.pdf', 600 * KB)]);
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload('kalite', [file('b.pdf', 300 * KB), file('c.pdf', 300 * KB)]);
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({
      error: {
        code: 'storage_quota_exceeded',
        message:
          'Doküman depolama kotanız yetmiyor: kullanılan 0,59 MB, bu yükleme 0,59 MB, izin verilen 1,00 MB. ' +
          'Yer açmak için eski dokümanlarınızı silin veya yöneticinize başvurun.',
        field: 'files',
      },
    });
    // Nothing of the refused upload was kept: a smaller one still fits.
    expect((await upload('kalite', [file('d.pdf', 400 * KB)])).statusCode).toBe(201);
  });

  it("another user's quota is their own; the installation's is everyone's together", async () => {
    expect((await upload('kalip', [file('e.pdf', 900 * KB)])).statusCode).toBe(201);
    // Used: kalite 1000 KB + kalip 900 KB = 1,86 MB of 2 MB.
    const admin = await upload('admin', [file('f.pdf', 200 * KB)]);
    expect(admin.statusCode).toBe(413);
    expect(admin.json().error).toMatchObject({ code: 'storage_quota_exceeded', field: 'files' });
    expect(admin.json().error.message).toBe(
      'Kurulumun doküman depolama alanı yetmiyor: kullanılan 1,86 MB, bu yükleme 0,20 MB, izin verilen 2,00 MB. ' +
        'Lütfen yöneticinize başvurun.',
    );
  });

  it('deleting documents frees their room', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/audit/documents',
      headers: { cookie: cookies.kalip! },
    });
    const [mine] = list.json<{ documents: TAuditDocument[] }>().documents.filter((d) => d.name === 'e.pdf');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/audit/documents/${mine!.id}`,
      headers: { cookie: cookies.kalip! },
    });
    expect(removed.statusCode).toBe(204);
    expect((await upload('admin', [file('f.pdf', 200 * KB)])).statusCode).toBe(201);
  });
});
