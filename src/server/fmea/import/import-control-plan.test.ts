import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TControlPlan } from '../../../domain/fmea/control-plan/contract';
import type { TFmea } from '../../../domain/fmea/contract';
import type { TLinePage } from '../../../domain/fmea/line-contract';
import { ZFmeaImportResult } from '../../../domain/fmea/import/contract';
import { multipartBody, workbookBytes } from '../../testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../testing/test-app';

// Issue 23 §8: the characteristic, specification, sample size and frequency a plant's PFMEA carries
// go from the file through the import and the stored line into the control-plan draft.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const HEADER = [
  'Proses Adımı',
  'Ürün Karakteristiği',
  'Spesifikasyon / Tolerans',
  'Potansiyel Hata Türü',
  'Şiddet (S)',
  'Özel Karakteristik',
  'Potansiyel Neden',
  'Olasılık (O)',
  'Tespit Kontrolü',
  'Saptanabilirlik (D)',
  'Numune Büyüklüğü',
  'Kontrol Sıklığı',
];

describe('control-plan columns of an imported PFMEA', () => {
  it('reach the stored line and the control-plan draft (GET /api/fmeas/:id/control-plan)', async () => {
    const bytes = workbookBytes([
      {
        name: 'PFMEA',
        rows: [
          HEADER,
          [
            'Op 20 Enjeksiyon',
            'Et kalınlığı',
            '2,0 ± 0,1 mm',
            'Et kalınlığı düşük',
            9,
            'CC',
            'Basınç düşük',
            3,
            'Mikrometre',
            4,
            '5 adet',
            'Her vardiya',
          ],
          // A detection control without the CP columns: the draft leaves them to fill.
          ['Op 30 Montaj', '', '', 'Klips eksik', 6, '', 'Operatör atlar', 4, 'Görsel kontrol', 6, '', ''],
        ],
      },
    ]);
    const body = multipartBody({ name: 'kapak-pfmea.xlsx', bytes });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/fmea/import',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = ZFmeaImportResult.parse(imported.json());
    expect(result.mapping).toMatchObject({
      characteristic: { column: 1 },
      specification: { column: 2 },
      sampleSize: { column: 10 },
      sampleFrequency: { column: 11 },
    });

    // The review sends the rows as read (POST /api/fmeas drops the import-only keys).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/fmeas',
      headers: { cookie },
      payload: { name: 'Kapak PFMEA', rows: result.rows },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fmea = created.json<TFmea>();
    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/fmeas/${fmea.id}/lines?order=file`,
      headers: { cookie },
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json<TLinePage>().lines[0]).toMatchObject({
      characteristic: 'Et kalınlığı',
      specification: '2,0 ± 0,1 mm',
      sampleSize: '5 adet',
      sampleFrequency: 'Her vardiya',
    });

    const plan = await t.app.inject({
      method: 'GET',
      url: `/api/fmeas/${fmea.id}/control-plan`,
      headers: { cookie },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const rows = plan.json<TControlPlan>().rows;
    const special = rows.find((r) => r.processName.includes('Enjeksiyon'));
    expect(special).toMatchObject({
      productCharacteristic: 'Et kalınlığı',
      specialClass: 'CC',
      specification: '2,0 ± 0,1 mm',
      measurementTechnique: 'Mikrometre',
      sampleSize: '5 adet',
      sampleFrequency: 'Her vardiya',
    });
    expect(special?.toFill).not.toContain('specification');
    expect(special?.toFill).not.toContain('sampleSize');
    expect(special?.toFill).not.toContain('sampleFrequency');
    const other = rows.find((r) => r.processName.includes('Montaj'));
    expect(other).toMatchObject({ productCharacteristic: 'Klips eksik', specification: '', sampleSize: '' });
    expect(other?.toFill).toEqual(expect.arrayContaining(['specification', 'sampleSize', 'sampleFrequency']));
  });
});
