import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { multipartBody } from '../../testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;

// 64 MB of heap (the default is 512): 19 000 rows of long unique texts pass it.
beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_READ_MEMORY_MB: '64' });
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => t?.close(), 60_000);

describe('POST /api/fmea/import within the reading budget', () => {
  it('a read whose process passes its heap budget is a Turkish 413, the server keeps answering', async () => {
    const rows: (string | number)[][] = [
      ['Proses Adımı', 'Fonksiyon', 'Hata Modu', 'Etki', 'Şiddet', 'Neden', 'Olasılık', 'Tespit'],
    ];
    // Unique long texts: each cell is a string of its own on the reading process's heap.
    const text = (i: number, what: string) => `${what} ${i} `.padEnd(450, String.fromCharCode(97 + (i % 26)));
    for (let i = 0; i < 19_000; i++) {
      rows.push([
        text(i, 'Op'),
        text(i, 'Fonksiyon'),
        text(i, 'Hata'),
        text(i, 'Etki'),
        7,
        text(i, 'Neden'),
        5,
        4,
      ]);
    }
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'S');
    // Deflated, as Excel saves: a small file whose ~45 MB of shared strings SheetJS holds twice (XML, cells).
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    const body = multipartBody({ name: 'pfmea.xlsx', bytes });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fmea/import',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'read_budget_exceeded',
        message:
          'Dosya okunurken 64 MB bellek sınırı aşıldı (çok büyük veya bozuk yapılı dosya); dosya işlenmedi. ' +
          'Yalnızca FMEA tablosunu içeren daha küçük bir dosya yükleyin.',
        field: 'file',
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(t.ctx.heavyJobs.active((await me()).id)).toBe(0);
  }, 60_000);
});

async function me(): Promise<{ id: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return res.json<{ user: { id: string } }>().user;
}
