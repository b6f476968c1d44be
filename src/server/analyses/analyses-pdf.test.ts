import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confidenceLabel } from '../../domain/analyses/build-report';
import { EIGHT_D_TITLES } from '../../domain/analyses/report-labels';
import { aiAnalyses } from '../db/schema';
import { pdfPageTexts } from '../testing/pdf-text';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { BULK_PDF_EMPTY, BULK_PDF_MAX_REPORTS, BULK_PDF_TOO_MANY } from './analysis-pdf';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
  await t.ctx.db.delete(aiAnalyses);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const create = async (title: string, category = 'quality') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/analyses',
    headers: { cookie },
    payload: {
      title,
      description: 'Ayırma çizgisinde ince çapak; İğne deliği görülmedi',
      customerImpact: 'Müşteri şikâyeti',
      category,
      severity: 'critical',
      department: 'maintenance',
      discoveryDate: '2025-03-10',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
// pdfkit wraps long lines; compare text with line breaks and repeated spaces folded away.
const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('GET /api/analyses/:id/pdf', () => {
  it('is an A4 PDF with the DejaVu font, every section and Turkish text intact', async () => {
    const analysis = await create('Kapı paneli çapak / Hat 3');
    const res = await download(`/api/analyses/${analysis.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);

    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBe(pageCount(pdf));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => expect(page).toContain(`Sayfa ${i + 1} / ${pages.length}`));
    const text = flat(pages);
    for (const expected of [
      'Kapı paneli çapak / Hat 3',
      'Kategori',
      'Kalite',
      'Önem',
      'Kritik',
      'Departman',
      'Bakım',
      'Güven skoru',
      `%${analysis.confidence} (${confidenceLabel(analysis.confidence)})`,
      'Kaynak',
      'Mühendislik Veritabanı',
      'Problem Tipi',
      'Çapak',
      'Kök Neden',
      'Acil Eylemler',
      'Mühendislik Önerileri',
      'Diğer olası nedenler',
      'Balık Kılçığı Diyagramı (6M)',
      'Makine',
      'Metot',
      'Malzeme',
      'İnsan',
      'Ölçüm',
      'Çevre',
      'Müşteri şikâyeti',
      'İğne deliği',
      'Ayşe Çelik',
      ...Object.values(EIGHT_D_TITLES),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(analysis.analysisResult.immediateActions[0]);
    expect(text).toContain(
      new Date(analysis.createdAt).toLocaleDateString('tr-TR', {
        timeZone: 'Europe/Istanbul',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
    );
  });

  it('is sent as an attachment with an ASCII filename and a UTF-8 filename*', async () => {
    const analysis = await create('Çapak: İğne/Şişe "test"');
    const res = await download(`/api/analyses/${analysis.id}/pdf`);
    const disposition = String(res.headers['content-disposition']);
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(
      new Date(analysis.createdAt),
    );
    expect(disposition).toBe(
      `attachment; filename="8D_Raporu_capak_igne_sise_test_${day}.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent(`8D_Raporu_Çapak_İğne_Şişe_test_${day}.pdf`)}`,
    );
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
  });

  it('renders Turkish glyphs that read back as text', async () => {
    const analysis = await create('Şekillendirmede çatlak ğüşıöç İĞÜŞÖÇ');
    const res = await download(`/api/analyses/${analysis.id}/pdf`);
    const text = flat(await pdfPageTexts(res.rawPayload));
    expect(text).toContain('Şekillendirmede çatlak ğüşıöç İĞÜŞÖÇ');
    expect(text).toContain('D4 - Kök Neden Analizi');
    expect(text).toContain('D8 - Ekibin Takdir Edilmesi');
  });

  it('answers 404 for an unknown analysis', async () => {
    const res = await download('/api/analyses/4b0f3d1e-8a51-4c1e-9d2a-2f6f0c1b7e10/pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Analiz bulunamadı');
  });
});

describe('GET /api/analyses/pdf (bulk)', () => {
  it('puts every listed report into one PDF, honouring search and category', async () => {
    await create('Toplu rapor çevre', 'environment');
    const all = await download('/api/analyses/pdf?sort=date');
    expect(all.statusCode).toBe(200);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/analyses?limit=200', headers: { cookie } })
    ).json();
    const allText = flat(await pdfPageTexts(all.rawPayload));
    for (const a of listed.analyses) expect(allText).toContain(a.title);
    // Each report starts on its own page and takes at least two.
    expect(pageCount(all.rawPayload)).toBeGreaterThanOrEqual(2 * listed.total);
    expect(String(all.headers['content-disposition'])).toMatch(
      /^attachment; filename="8D_Raporlari_\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''8D_Raporlar%C4%B1_/,
    );

    const filtered = await download(`/api/analyses/pdf?category=${encodeURIComponent('çevre')}`);
    const pages = await pdfPageTexts(filtered.rawPayload);
    const text = flat(pages);
    expect(text).toContain('Toplu rapor çevre');
    expect(text).not.toContain('Kapı paneli çapak / Hat 3');
    expect(pages.at(-1)).toContain(`Sayfa ${pages.length} / ${pages.length}`);
  });

  it('answers 404 with a Turkish message when nothing is listed', async () => {
    const res = await download('/api/analyses/pdf?search=hicbiryerdeyok');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(BULK_PDF_EMPTY);
  });

  it(`refuses more than ${BULK_PDF_MAX_REPORTS} reports with a Turkish 400`, async () => {
    const [template] = await t.ctx.db.select().from(aiAnalyses).limit(1);
    if (!template) throw new Error('no analysis to copy');
    const { id: _id, ...copy } = template;
    await t.ctx.db
      .insert(aiAnalyses)
      .values(Array.from({ length: BULK_PDF_MAX_REPORTS }, () => ({ ...copy })));
    const res = await download('/api/analyses/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'too_many_reports', message: BULK_PDF_TOO_MANY });
  }, 120_000);
});
