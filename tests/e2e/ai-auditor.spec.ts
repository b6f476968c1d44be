import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { auditRule } from '../../src/domain/audit/rules';
import { pdfPageTexts } from '../../src/server/testing/pdf-text';
import { DEMO } from './support/accounts';
import { controlPlanXlsx, legacyPpt, PLANTED, pfmeaXlsx } from './support/ai-auditor-documents';
import { auditViaApi, XLSX_TYPE } from './support/audit-api';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// AI auditor: a quality engineer uploads a PFMEA (a planted D > 7 row), a control plan (a row
// without a reaction plan) and a .ppt; the audit runs as a real background job whose five stages
// and document statuses show live (also to a second signed-in viewer); the report shows the planted
// findings with their clauses and evidence; CSV and PDF are checked; a finding becomes a task that
// appears in work tracking.

/** Every document status and stage state the page ever showed (a MutationObserver in the page). */
async function recordStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { status: [] as string[], stage: [] as string[] };
    (window as unknown as { __auditSeen: typeof seen }).__auditSeen = seen;
    const note = (el: Element) => {
      const status = el.getAttribute('data-status');
      const name = el.closest('[data-document-id]')?.getAttribute('data-document-id') ?? '';
      if (el.matches('[data-testid="document-status"]') && status) seen.status.push(`${name}:${status}`);
      const state = el.getAttribute('data-state');
      if (el.matches('[data-testid="audit-stage"]') && state)
        seen.stage.push(`${el.getAttribute('data-stage')}:${state}`);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element) note(r.target);
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          note(node);
          node.querySelectorAll('[data-testid="document-status"], [data-testid="audit-stage"]').forEach(note);
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status', 'data-state'],
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __auditSeen: { status: string[]; stage: string[] } }).__auditSeen,
  );

/** Chooses the option whose text starts with `prefix` (options carry counts or departments after it). */
async function selectStartingWith(select: Locator, prefix: string): Promise<void> {
  const value = await select.evaluate(
    (el, p) => [...(el as HTMLSelectElement).options].find((o) => o.text.startsWith(p))?.value ?? null,
    prefix,
  );
  expect(value, `an option starting with ${prefix}`).not.toBeNull();
  await select.selectOption(value ?? '');
}

const finding = (scope: Page | Locator, ruleId: string) =>
  scope.locator(`[data-testid="finding"][data-rule="${ruleId}"]`);

test('upload → audit with live stages → report with planted findings → CSV, PDF → task', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const kalite = await signedInContext(browser, baseURL, DEMO.kalite);
  const page = kalite.page;
  await recordStates(page);
  const stamp = Date.now().toString(36);
  const names = {
    pfmea: `PFMEA_Gövde_Braketi_${stamp}.xlsx`,
    cp: `Kontrol_Planı_GB-2040_${stamp}.xlsx`,
    ppt: `Sunum_Yönetim_${stamp}.ppt`,
  };

  await page.goto('/ai-auditor/upload');
  await expect(page).toHaveTitle(/^Doküman Yükle · AI Denetçi/);
  await expect(page.getByRole('tab', { name: 'Doküman Yükle' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('supported-types')).toContainText('Süreç Akışı');

  // Nothing of this user's is uploaded yet: the spec's message by the button, no browser alert.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const start = page.getByRole('button', { name: 'Denetimi Başlat' });
  const mine = page.getByTestId('audit-document');
  if ((await mine.count()) === 0) {
    await start.click();
    await expect(page.getByTestId('start-audit-error')).toHaveText('Lütfen önce doküman yükleyin!');
    await expect(start).toBeFocused();
    expect(dialogs).toEqual([]);
    await snap(page, 'ai-auditor-upload-empty');
  }

  // Several files at once through the picker.
  await page.getByTestId('audit-file-input').setInputFiles([
    { name: names.pfmea, mimeType: XLSX_TYPE, buffer: await pfmeaXlsx() },
    { name: names.cp, mimeType: XLSX_TYPE, buffer: await controlPlanXlsx() },
    { name: names.ppt, mimeType: 'application/vnd.ms-powerpoint', buffer: legacyPpt() },
  ]);
  await expect(page.getByText('3 doküman yüklendi.')).toBeVisible();
  const row = (name: string) => mine.filter({ has: page.getByText(name, { exact: true }) });
  for (const [name, type] of [
    [names.pfmea, 'FMEA'],
    [names.cp, 'Kontrol Planı'],
    [names.ppt, 'Diğer'],
  ] as const) {
    const r = row(name);
    await expect(r.getByTestId('document-status')).toHaveText('Yüklendi');
    await expect(r.getByTestId('document-type').locator('option:checked')).toHaveText(type);
    await expect(r.getByTestId('document-size')).toHaveText(/^\d+(,\d{2} KB| Bytes)$/);
    await expect(r.getByTestId('document-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  }
  // Earlier uploads of this user (a rerun on the same server) stay out of this audit.
  for (const other of await mine.all()) {
    const text = (await other.getByTestId('document-name').textContent()) ?? '';
    const include = other.getByTestId('document-include');
    if (!Object.values(names).includes(text) && (await include.count()) > 0) await include.uncheck();
  }
  const documentIds = await Promise.all(
    Object.values(names).map(async (name) => (await row(name).getAttribute('data-document-id')) ?? ''),
  );
  await snap(page, 'ai-auditor-upload-list');

  // Start: the view moves to the analyze tab of that audit (URL), the stages run live.
  await start.click();
  await expect(page).toHaveURL(/\/ai-auditor\/analyze\?audit=[0-9a-f-]{36}$/);
  const auditId = new URL(page.url()).searchParams.get('audit') ?? '';
  await expect(page.getByTestId('audit-stage')).toHaveCount(5);

  // A second person watches the same audit from their own browser.
  const admin = await signedInContext(browser, baseURL, DEMO.admin);
  await admin.page.goto(`/ai-auditor/analyze?audit=${auditId}`);

  // When done, the view moves to the report tab by itself.
  await expect(page).toHaveURL(new RegExp(`/ai-auditor/report\\?audit=${auditId}$`), { timeout: 120_000 });
  await expect(page.getByTestId('audit-report')).toBeVisible();
  const states = await seen(page);
  for (const stage of ['reading', 'classifying', 'control-plan', 'pfmea', 'linkage']) {
    expect(states.stage).toContain(`${stage}:done`);
  }
  // Each document's status went Yüklendi → Analiz Ediliyor → Analiz Edildi on screen, in that order.
  for (const id of documentIds) {
    const order = states.status.filter((s) => s.startsWith(`${id}:`)).map((s) => s.slice(id.length + 1));
    const steps = order.filter((s, i) => s !== order[i - 1]);
    // The last step may not be painted on the analyze tab: the view moves on to the report at once.
    expect(['uploaded,analyzing', 'uploaded,analyzing,analyzed'], `statuses of ${id}`).toContain(
      steps.join(','),
    );
  }
  const stored = (await (await page.request.get('/api/audit/documents')).json()) as {
    documents: { id: string; status: string }[];
  };
  for (const id of documentIds)
    expect(stored.documents.find((d) => d.id === id)?.status, `stored status of ${id}`).toBe('analyzed');

  // The second viewer sees the same audit finish: the finished progress, or its report when their
  // view followed the audit to the report tab (it does when the audit ends while they watch).
  await expect(
    admin.page
      .getByTestId('audit-report')
      .or(admin.page.locator('[data-testid="audit-progress"][data-status="done"]')),
  ).toBeVisible({ timeout: 120_000 });
  await snap(admin.page, 'ai-auditor-analyze-done');

  // The report: score gauge, level, counts, the planted findings with clause and evidence.
  const report = page.getByTestId('audit-report');
  const score = Number(await report.getByTestId('overall-score').textContent());
  expect([45, 65, 75, 85]).toContain(score);
  const level = { 45: 'Kritik', 65: 'İyileştirme Gerekli', 75: 'İyi', 85: 'Mükemmel' }[score];
  await expect(report.getByTestId('compliance-level')).toHaveText(level ?? '');
  await expect(report.getByRole('meter', { name: 'Genel Puan' })).toHaveAttribute(
    'aria-valuenow',
    String(score),
  );
  const major = Number(await report.getByTestId('count-major').textContent());
  const minor = Number(await report.getByTestId('count-minor').textContent());
  expect(score).toBe(major > 1 ? 45 : major === 1 ? 65 : minor > 2 ? 75 : 85);

  const detection = finding(page, 'pfmea-detection-above-limit');
  await expect(detection).toHaveCount(1);
  await expect(detection.getByTestId('finding-clause')).toHaveText(
    `IATF 16949 madde ${auditRule('pfmea-detection-above-limit').clause}`,
  );
  await expect(detection.getByTestId('finding-evidence')).toContainText(names.pfmea);
  await expect(detection.getByTestId('finding-evidence')).toContainText(String(PLANTED.detectionRow));
  // One finding per rule per document (issue 22): the rule's single row is its evidence.
  await expect(detection.getByTestId('finding-description')).toContainText(
    `satır ${PLANTED.detectionRow} (D=9`,
  );
  const reaction = finding(page, 'cp-no-reaction-plan');
  await expect(reaction).toHaveCount(1);
  await expect(reaction.getByTestId('finding-clause')).toHaveText(
    `IATF 16949 madde ${auditRule('cp-no-reaction-plan').clause}`,
  );
  await expect(reaction.getByTestId('finding-evidence')).toContainText(names.cp);
  const ppt = finding(page, 'doc-unreadable').filter({ hasText: names.ppt });
  await expect(ppt).toHaveCount(1);
  await expect(ppt).toContainText('PPTX');
  await expect(report.getByTestId('recommendations').locator('li').first()).toBeVisible();
  await snap(page, 'ai-auditor-report');

  // Filters: by category, then by document (in the URL).
  const all = await page.getByTestId('finding').count();
  await page.getByLabel('Kategori', { exact: true }).selectOption('major');
  await expect(page).toHaveURL(/category=major/);
  await expect(page.getByTestId('finding')).toHaveCount(major);
  await page.getByLabel('Kategori', { exact: true }).selectOption('');
  await selectStartingWith(page.getByLabel('Doküman', { exact: true }), names.cp);
  for (const card of await page.getByTestId('finding').all()) {
    await expect(card.getByTestId('finding-evidence')).toContainText(names.cp);
  }
  await snap(page, 'ai-auditor-report-filtered');
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await expect(page.getByTestId('finding')).toHaveCount(all);

  // CSV: the spec's name, UTF-8 with BOM, Turkish letters intact, the findings' clauses.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-csv').click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^IATF_AI_Denetim_Raporu_.+\.csv$/);
  const csv = fs.readFileSync(await csvDownload.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = csv.toString('utf8');
  expect(csvText).toContain(level ?? '');
  expect(csvText).toContain('Kontrol Planı');
  expect(csvText).toContain(auditRule('cp-no-reaction-plan').clause);
  expect(csvText).toMatch(/[ğüşıöçİ]/);

  // PDF: A4 with Turkish letters, read back as text.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-pdf').click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfText = (await pdfPageTexts(fs.readFileSync(await pdfDownload.path()))).join('\n');
  expect(pdfText).toContain(level ?? '');
  expect(pdfText).toContain(auditRule('pfmea-detection-above-limit').clause);
  expect(pdfText).toMatch(/Denetim/);

  // A finding becomes a task: the suggested assignee is changed before confirming.
  await detection.getByRole('button', { name: 'Göreve Dönüştür' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulgudan Görev Oluştur' });
  await expect(dialog.getByTestId('suggested-assignee')).toContainText('Önerilen');
  const taskTitle = `Kaplama D=9 tespit iyileştirmesi ${stamp}`;
  await dialog.getByLabel('Görev başlığı', { exact: true }).fill(taskTitle);
  await selectStartingWith(dialog.getByLabel('Sorumlu', { exact: true }), DEMO.proses.fullName);
  await snap(page, 'ai-auditor-finding-task');
  await dialog.getByRole('button', { name: 'Görevi Oluştur' }).click();
  await expect(page.getByText(`Görev oluşturuldu: ${taskTitle}`)).toBeVisible();
  const link = detection.getByTestId('finding-task-link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/work\/tasks\?task=/);
  const detail = page.getByRole('dialog', { name: taskTitle });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(DEMO.proses.fullName);
  await snap(page, 'ai-auditor-task-in-work-tracking');

  // History: the report of this audit can be picked again; a phone shows it in one column.
  await page.goto(`/ai-auditor/report?audit=${auditId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('audit-report')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, 'ai-auditor-report-phone');

  await admin.context.close();
  await kalite.context.close();
});

test('a rule fires once per document: the card shows 5 rows and "+N daha", the CSV all of them', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signedInContext(browser, baseURL, DEMO.kalite);
  const stamp = Date.now().toString(36);
  const auditId = await auditViaApi(page.request, [
    {
      name: `Kontrol_Planı_${stamp}.xlsx`,
      mimeType: XLSX_TYPE,
      buffer: await controlPlanXlsx({ withoutReaction: 8 }),
    },
  ]);
  await page.goto(`/ai-auditor/report?audit=${auditId}`);
  // The planted row and the eight added ones: one finding, not nine.
  const reaction = finding(page, 'cp-no-reaction-plan');
  await expect(reaction).toHaveCount(1);
  await expect(reaction.getByTestId('finding-description')).toContainText('9 satırda reaksiyon planı yok');
  await expect(reaction.getByTestId('finding-row')).toHaveCount(5);
  await expect(reaction.getByTestId('finding-rows-more')).toHaveText('+4 daha');
  await snap(page, 'ai-auditor-grouped-rows');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-csv').click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const line = csv.split('\r\n').find((l) => l.includes('Reaksiyon planı olmayan satırlar')) ?? '';
  expect(line).toContain(';9;');
  for (let i = 1; i <= 8; i++) expect(line).toContain(`“Koli ölçüsü ${i}”`);
  await context.close();
});

test("without a finished audit the report tab says 'Rapor Hazır Değil'", async ({ browser, baseURL }) => {
  const { page, context } = await signedInContext(browser, baseURL, DEMO.egitim);
  await page.goto('/ai-auditor/report?audit=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Rapor Hazır Değil')).toBeVisible();
  await context.close();
});

test('its author deletes a finished audit after a confirmation; another user sees no button and loses the report live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const kalite = await signedInContext(browser, baseURL, DEMO.kalite);
  const stamp = Date.now().toString(36);
  const auditId = await auditViaApi(kalite.page.request, [
    { name: `Silinecek_Kontrol_Planı_${stamp}.xlsx`, mimeType: XLSX_TYPE, buffer: await controlPlanXlsx() },
  ]);
  const reportUrl = `/ai-auditor/report?audit=${auditId}`;

  // Someone else (neither the author nor a Yönetici) reads the report but has no delete button.
  const egitim = await signedInContext(browser, baseURL, DEMO.egitim);
  await egitim.page.goto(reportUrl);
  await expect(egitim.page.getByTestId('audit-report')).toBeVisible();
  await expect(egitim.page.getByTestId('download-csv')).toBeVisible();
  await expect(egitim.page.getByTestId('delete-audit')).toHaveCount(0);
  const refused = await egitim.page.request.delete(`/api/audits/${auditId}`);
  expect(refused.status()).toBe(403);

  const page = kalite.page;
  await page.goto(reportUrl);
  await expect(page.getByTestId('audit-report')).toBeVisible();
  const history = page.getByLabel('Denetim geçmişi', { exact: true });
  await expect(history.locator(`option[value="${auditId}"]`)).toHaveCount(1);
  // Cancel first: nothing happens.
  await page.getByRole('button', { name: 'Denetimi Sil' }).click();
  let dialog = page.getByRole('dialog', { name: 'Denetimi sil' });
  await expect(dialog).toContainText('geri alınamaz');
  await snap(page, 'ai-auditor-delete-confirm');
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('audit-report')).toBeVisible();

  await page.getByRole('button', { name: 'Denetimi Sil' }).click();
  dialog = page.getByRole('dialog', { name: 'Denetimi sil' });
  await dialog.getByRole('button', { name: 'Denetimi Sil' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Denetim silindi.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(auditId));
  await expect(history.locator(`option[value="${auditId}"]`)).toHaveCount(0);
  expect((await page.request.get(`/api/audits/${auditId}`)).status()).toBe(404);
  await snap(page, 'ai-auditor-deleted');

  // The other viewer's open report goes away by itself (realtime), with the spec's message.
  await expect(egitim.page.getByText('Rapor Hazır Değil')).toBeVisible({ timeout: 15_000 });
  await expect(egitim.page.getByTestId('audit-report')).toHaveCount(0);
  await snap(egitim.page, 'ai-auditor-deleted-other-viewer');

  await egitim.context.close();
  await kalite.context.close();
});
