import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAnalyses } from '../db/schema';
import { pdfPageTexts } from '../testing/pdf-text';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie = '';
let id = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
  await t.ctx.db.delete(aiAnalyses);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analyses',
    headers: { cookie },
    payload: {
      title: 'Kapı paneli çapak / Hat 3',
      description: 'Ayırma çizgisinde ince çapak',
      customerImpact: '',
      category: 'quality',
      severity: 'critical',
      department: 'maintenance',
      discoveryDate: '2025-03-10',
    },
  });
  expect(res.statusCode).toBe(201);
  id = res.json<{ id: string }>().id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

// The PDF's own Turkish labels: none may be left in an English PDF. The stored 8D texts are Turkish
// data ('Tespit tarihi: …', 'Önem derecesi: Kritik'), so a label is checked where the PDF prints it.
const TURKISH_LABELS = [
  'Önem Kritik',
  'Departman Bakım',
  'Tespit tarihi 10',
  'Müşteri Etkisi Belirtilmedi',
  'otomatik algılandı',
  'Mühendislik Veritabanı',
  'Henüz puanlanmadı',
  '8D PROBLEM ANALİZ RAPORU',
  'Güven skoru',
  'Hazırlayan',
  'Henüz puanlanmadı',
  'Problem Tanımı',
  'Müşteri Etkisi',
  'Özet Rapor',
  'Kök Neden',
  'Acil Eylemler',
  'Mühendislik Önerileri',
  'Diğer olası nedenler',
  'Balık Kılçığı',
  '8D Detay Raporu',
  'Ekip Oluşturma',
  'Gözden Geçiren',
  'Onaylayan',
  'Ad Soyad',
  'İmza',
  'Sayfa ',
  'Tamamlandı',
  'Güven)',
];

describe('PDF language', () => {
  it('prints an English PDF with English labels and file name, the stored text as is', async () => {
    const res = await download(`/api/analyses/${id}/pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="8D-report_kapi_paneli_capak_hat_3_\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pages = await pdfPageTexts(res.rawPayload);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const text = flat(pages);
    for (const expected of [
      '8D PROBLEM ANALYSIS REPORT',
      'Prepared by',
      'Reviewed by',
      'Approved by',
      'Approval',
      'Root Cause',
      'Discovery date',
      '10/03/2025',
      'Critical',
      'Maintenance',
      'Fishbone Diagram (6M)',
      'Machine',
      'Measurement',
      'Customer Impact Not specified',
      'Plastic Injection (detected automatically)',
      'D1 - Team Formation',
      'Not specified',
      'Kapı paneli çapak / Hat 3',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Confidence score \d+% \((High|Medium|Low) Confidence\)/);
    for (const turkish of TURKISH_LABELS) expect(text, turkish).not.toContain(turkish);
  });

  it('keeps the Turkish PDF as it was, by default and with lang=tr', async () => {
    for (const url of [`/api/analyses/${id}/pdf`, `/api/analyses/${id}/pdf?lang=tr`]) {
      const res = await download(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="8D_Raporu_kapi_paneli_capak_hat_3_/);
      const text = flat(await pdfPageTexts(res.rawPayload));
      for (const expected of [
        '8D PROBLEM ANALİZ RAPORU',
        'Hazırlayan',
        'Gözden Geçiren',
        'Onay',
        'Kök Neden',
        '10.03.2025',
        'Sayfa 1 /',
      ])
        expect(text).toContain(expected);
      expect(text).toMatch(/Güven skoru %\d+ \((Yüksek|Orta|Düşük) Güven\)/);
      expect(text).not.toContain('Prepared by');
    }
  });

  it('prints the bulk PDF in English too', async () => {
    const res = await download('/api/analyses/pdf?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="8D-reports_\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = flat(await pdfPageTexts(res.rawPayload));
    expect(text).toContain('Prepared by');
    expect(text).not.toContain('Hazırlayan');
  });

  it('refuses an unknown language with a Turkish message naming lang', async () => {
    for (const url of [`/api/analyses/${id}/pdf?lang=de`, '/api/analyses/pdf?lang=EN']) {
      const res = await download(url);
      expect(res.statusCode).toBe(400);
      const { error } = res.json<{ error: { code: string; message: string; field: string } }>();
      expect(error.field).toBe('lang');
      expect(error.message).toBe('Rapor dili "tr" veya "en" olmalıdır');
    }
  });
});
