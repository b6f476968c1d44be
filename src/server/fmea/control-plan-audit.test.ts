import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAudit } from '../../domain/audit/api-contract';
import type { TControlPlan } from '../../domain/fmea/control-plan/contract';
import type { TFmea, TFmeaRowInput, TFmeaWithRows } from '../../domain/fmea/contract';
import type { TLinePage } from '../../domain/fmea/line-contract';
import { controlPlanDraft } from '../../domain/fmea/control-plan/draft';
import { controlPlanTable } from '../../domain/fmea/control-plan/sheets';
import { trDate } from '../../domain/fmea/plan-output-csv';
import { plantTimeZone } from '../../domain/shared/plant-date';
import { auditFiles } from '../testing/audit-test-helpers';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { documentTitle } from './control-plan-export';
import { buildFormXlsx } from './form-xlsx';

/**
 * Issue 23 §8 "done when": a PFMEA produces a control plan that the auditor passes with 0 linkage
 * findings. A PFMEA with S ≥ 9 lines, CC and SC marks, lines without a detection control and an
 * operation whose lines have none, stored through the API, exported as the pair and audited.
 */
const ROWS: TFmeaRowInput[] = [
  {
    processStep: 'Op 10 Hammadde Giriş Kontrolü',
    potentialFailure: 'Yanlış malzeme kabulü',
    effects: 'Parça mukavemeti düşük',
    severity: 7,
    causes: 'Tedarikçi sertifika hatası',
    occurrence: 2,
    preventionControls: 'Onaylı tedarikçi listesi',
    detectionControls: 'Malzeme sertifikası kontrolü',
    detection: 4,
  },
  {
    processStep: 'Op 20 Depolama',
    potentialFailure: 'Korozyon',
    effects: 'Görünüm hatası',
    severity: 5,
    causes: 'Nemli ortam',
    occurrence: 3,
    preventionControls: 'İklimlendirmeli depo',
    detection: 5,
  },
  {
    processStep: 'Op 30 Kesme',
    potentialFailure: 'Kesme boyu tolerans dışı',
    effects: 'Montaj yapılamaz',
    severity: 8,
    specialClass: 'CC',
    characteristic: 'Kesme boyu',
    specification: '120 ± 0,5 mm',
    sampleSize: '5 adet',
    sampleFrequency: 'Her saat',
    causes: 'Dayama ayarı kayması',
    occurrence: 3,
    preventionControls: 'Set-up onayı',
    detectionControls: 'Kumpas ile ölçüm',
    detection: 4,
  },
  {
    processStep: 'Op 30 Kesme',
    potentialFailure: 'Kesme boyu tolerans dışı',
    effects: 'Montaj yapılamaz',
    severity: 8,
    specialClass: 'CC',
    characteristic: 'Kesme boyu',
    causes: 'Aşınmış bıçak',
    occurrence: 2,
    preventionControls: 'Takım değişim planı',
    detectionControls: 'Kumpas ile ölçüm',
    detection: 4,
  },
  {
    processStep: 'Op 40 Büküm',
    potentialFailure: 'Büküm açısı tolerans dışı',
    effects: 'Montaj zorluğu',
    severity: 6,
    specialClass: 'SC',
    causes: 'Kalıp aşınması',
    occurrence: 3,
    preventionControls: 'Periyodik kalıp bakımı',
    detectionControls: 'Açı mastarı ile kontrol',
    detection: 4,
  },
  {
    processStep: 'Op 50 Kaynak',
    potentialFailure: 'Yetersiz kaynak nüfuziyeti',
    effects: 'Kaynak kopması, güvenlik riski',
    severity: 9,
    causes: 'Kaynak akımı düşük',
    occurrence: 2,
    preventionControls: 'Kaynak parametreleri kilitli',
    detectionControls: 'Makro kesit testi',
    detection: 3,
  },
  {
    processStep: 'Op 50 Kaynak',
    potentialFailure: 'Kaynak çatlağı',
    effects: 'Sahada kırılma, yaralanma',
    severity: 10,
    causes: 'Ön ısıtma yapılmadı',
    occurrence: 2,
    preventionControls: 'Ön ısıtma talimatı',
    detection: 6,
  },
  {
    processStep: 'Op 60 Boyama',
    potentialFailure: 'Boya kalınlığı yetersiz',
    effects: 'Erken korozyon',
    severity: 6,
    causes: 'Tabanca basıncı düşük',
    occurrence: 3,
    preventionControls: 'Basınç göstergesi',
    detectionControls: 'Kalınlık ölçer ile ölçüm',
    detection: 4,
  },
  {
    processStep: 'Op 70 Paketleme ve Sevkiyat',
    potentialFailure: 'Yanlış etiket',
    effects: 'Müşteriye yanlış parça',
    severity: 7,
    causes: 'Etiket yazıcısında eski şablon',
    occurrence: 2,
    preventionControls: 'Etiket şablonu kontrolü',
    detectionControls: 'Barkod okutma',
    detection: 2,
  },
];

let t: TestApp;
let kalite: string;
let kalip: string;
let fmea: TFmeaWithRows;

beforeAll(async () => {
  t = await createTestApp();
  kalite = await loginAs(t.app, ...DEMO.kalite);
  kalip = await loginAs(t.app, ...DEMO.kalip);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/fmeas',
    headers: { cookie: kalite },
    payload: { name: 'Braket PFMEA', partOrProcess: 'Kaynaklı Braket', rows: ROWS },
  });
  expect(created.statusCode, created.body).toBe(201);
  const header = created.json<TFmea>();
  const lines = await t.app.inject({
    method: 'GET',
    url: `/api/fmeas/${header.id}/lines?order=file&limit=1000`,
    headers: { cookie: kalite },
  });
  fmea = { ...header, rows: lines.json<TLinePage>().lines };
}, 120_000);
afterAll(async () => t?.close());

async function download(path: string, cookie = kalite) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/fmeas/${fmea.id}/${path}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, bytes: res.rawPayload };
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    // a merged title cell reads its text once, in its first cell
    row.eachCell({ includeEmpty: true }, (cell) => {
      if (cell.master === cell) cells.push(cell.text);
    });
    rows.push(cells);
  });
  return { name: sheet.name, rows };
}

describe('the control plan and the PFMEA as .xlsx', () => {
  it('the control plan: title block, AIAG columns in Turkish, one row per special characteristic and method', async () => {
    const { res, bytes } = await download('control-plan/export.xlsx');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /filename="Kontrol_Plani_\d\d\.\d\d\.\d{4}\.xlsx"; filename\*=UTF-8''Kontrol_Plan%C4%B1_\d\d\.\d\d\.\d{4}\.xlsx/,
    );
    const { name, rows } = await sheetOf(bytes);
    expect(name).toBe('Kontrol Planı');
    expect(rows[0]).toEqual(['Kontrol Planı — Faz: Seri Üretim']);
    expect(rows[1]?.[0]).toMatch(
      /^Parça No: doldurulacak — Parça Adı: Kaynaklı Braket — Rev\. 1 — Tarih: \d\d\.\d\d\.\d{4}$/,
    );
    expect(rows[2]?.[0]).toMatch(/^Hazırlayan: .+ — Onaylayan: doldurulacak$/);
    expect(rows[3]).toEqual([
      'Op. No',
      'Operasyon',
      'Makine / Teçhizat / Aparat',
      'Kar. No',
      'Ürün Karakteristiği',
      'Proses Karakteristiği',
      'Özel Sınıf',
      'Spesifikasyon / Tolerans',
      'Ölçüm Tekniği / Cihaz',
      'Numune Boyutu',
      'Kontrol Frekansı',
      'Kontrol Yöntemi',
      'Reaksiyon Planı',
    ]);
    const data = rows.slice(4);
    // Op 30's two causes share one characteristic and method: one row; Op 20 has no detection control
    expect(data.map((r) => [r[0], r[4], r[6]])).toEqual([
      ['10', 'Yanlış malzeme kabulü', ''],
      ['20', 'Korozyon', ''],
      ['30', 'Kesme boyu', 'CC'],
      ['40', 'Büküm açısı tolerans dışı', 'SC'],
      ['50', 'Yetersiz kaynak nüfuziyeti', ''],
      ['50', 'Kaynak çatlağı', ''],
      ['60', 'Boya kalınlığı yetersiz', ''],
      ['70', 'Yanlış etiket', ''],
    ]);
    const cut = data[2] ?? [];
    expect(cut.slice(7, 12)).toEqual([
      '120 ± 0,5 mm',
      'Kumpas ile ölçüm',
      '5 adet',
      'Her saat',
      'Set-up onayı',
    ]);
  });

  it('the PFMEA: the same title block, operation split as in the plan, RPN and AP from the table', async () => {
    const { res, bytes } = await download('export.xlsx');
    expect(res.headers['content-disposition']).toMatch(/filename="PFMEA_\d\d\.\d\d\.\d{4}\.xlsx"/);
    const { name, rows } = await sheetOf(bytes);
    const plan = await sheetOf((await download('control-plan/export.xlsx')).bytes);
    expect(name).toBe('PFMEA');
    expect(rows[0]).toEqual(['Proses FMEA (PFMEA)']);
    expect(rows.slice(1, 3)).toEqual(plan.rows.slice(1, 3));
    expect(rows[3]?.slice(0, 4)).toEqual(['Op. No', 'Proses Adımı', 'Gereklilik', 'Hata Modu']);
    const crack = rows.find((r) => r[3] === 'Kaynak çatlağı') ?? [];
    // S 10, O 2, D 6 → RPN 120, AP M (AIAG-VDA 2019: S 9-10 × O 2-3 × D 5-6 is M)
    expect([crack[0], crack[1], crack[5], crack[12], crack[13]]).toEqual(['50', 'Kaynak', '10', '120', 'M']);
    const cut = rows.find((r) => r[3] === 'Kesme boyu tolerans dışı') ?? [];
    expect([cut[0], cut[1], cut[2], cut[6]]).toEqual(['30', 'Kesme', 'Kesme boyu', 'CC']);
  });

  it('anyone who may read the FMEA may export it; an unknown FMEA is a 404', async () => {
    await download('control-plan/export.xlsx', kalip);
    await download('export.xlsx', kalip);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/fmeas/00000000-0000-4000-8000-000000000000/control-plan/export.xlsx',
      headers: { cookie: kalite },
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/fmeas/${fmea.id}/export.xlsx` });
    expect(anonymous.statusCode).toBe(401);
  });
});

const LINKAGE = /^link-|^set-family-mismatch$/;
const SPECIAL = /^link-special-|^cp-no-special-/;
const listed = (audit: TAudit, match: RegExp) =>
  (audit.report?.findings ?? [])
    .filter((f) => match.test(f.ruleId))
    .map((f) => `${f.ruleId}: ${f.evidence.file} ${f.evidence.row ?? ''} ${f.description}`);

describe('the exported pair audits clean (issue 23 §8)', () => {
  it('0 linkage findings and no special-characteristic findings; only the cells left to fill are reported', async () => {
    const pfmea = await download('export.xlsx');
    const plan = await download('control-plan/export.xlsx');
    const done = await auditFiles(t.app, kalite, [
      { name: 'PFMEA_Braket.xlsx', bytes: pfmea.bytes },
      { name: 'Kontrol_Plani_Braket.xlsx', bytes: plan.bytes },
    ]);
    expect(done.status, done.error ?? '').toBe('done');
    // read as what they are, so the linkage checks did run on the pair
    expect(done.documents.map((d) => d.type).sort()).toEqual(['control-plan', 'fmea']);
    expect(listed(done, LINKAGE)).toEqual([]);
    expect(listed(done, SPECIAL)).toEqual([]);
    // the draft leaves the reaction plan to the team: the auditor says so, on the CC and SC rows
    const control = (done.report?.findings ?? []).find((f) => f.ruleId === 'cp-special-without-control');
    const gaps = [...(control?.description ?? '').matchAll(/\((CC|SC); eksik: ([^)]*)\)/g)];
    expect(gaps.map((g) => [g[1], g[2]])).toEqual([
      ['CC', 'reaksiyon planı'],
      ['SC', 'reaksiyon planı'],
    ]);
  }, 120_000);

  it('once the reaction plans are filled in and saved (PATCH), the special characteristics are fully controlled', async () => {
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/fmeas/${fmea.id}/control-plan`,
      headers: { cookie: kalite },
    });
    expect(draft.json<TControlPlan>()).toMatchObject({ stored: false, stale: false });
    const rows = draft.json<TControlPlan>().rows.map(({ toFill: _toFill, ...row }) => ({
      ...row,
      reactionPlan: 'Üretimi durdur, şüpheli parçaları ayır, Kalite Mühendisine bildir',
    }));
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/fmeas/${fmea.id}/control-plan`,
      headers: { cookie: kalite },
      payload: { rows },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TControlPlan>().rows.every((r) => !r.toFill.includes('reactionPlan'))).toBe(true);
    const done = await auditFiles(t.app, kalite, [
      { name: 'PFMEA_Braket.xlsx', bytes: (await download('export.xlsx')).bytes },
      { name: 'Kontrol_Plani_Braket.xlsx', bytes: (await download('control-plan/export.xlsx')).bytes },
    ]);
    expect(done.status, done.error ?? '').toBe('done');
    expect(listed(done, LINKAGE)).toEqual([]);
    expect(listed(done, /^cp-special-|^link-special-|^cp-no-special-|^cp-no-reaction-plan$/)).toEqual([]);
  }, 120_000);

  it('the check has teeth: a plan that loses the CC mark and an operation is reported', async () => {
    const day = trDate(new Date(), plantTimeZone());
    const broken = controlPlanDraft(fmea.rows)
      .filter((row) => row.operationNumber !== '60')
      .map((row) => (row.specialClass === 'CC' ? { ...row, specialClass: '' } : row));
    const plan = await buildFormXlsx(controlPlanTable(broken, documentTitle(fmea, day)), new Date());
    const done = await auditFiles(t.app, kalite, [
      { name: 'PFMEA_Braket.xlsx', bytes: (await download('export.xlsx')).bytes },
      { name: 'Kontrol_Plani_Braket.xlsx', bytes: plan },
    ]);
    const rules = (done.report?.findings ?? []).map((f) => f.ruleId);
    expect(rules).toContain('link-special-missing-in-cp');
    expect(rules).toContain('link-pfmea-step-missing-in-cp');
  }, 120_000);
});
