import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { uniqueName } from './support/accounts';
import { controlPlanXlsx, legacyPpt, pfmeaXlsx } from './support/ai-auditor-documents';
import { auditViaApi, XLSX_TYPE } from './support/audit-api';
import { MODE_ORDER, MODES } from './support/app-text';
import { logIn, signUpViaApi } from './support/login';
import { snap } from './support/screenshots';
import { feedbackControl } from './support/shell';

// Issue 10.15: in English every screen, dialog and validation message is English. The walk fails on
// any visible text (or placeholder, label, title) with Turkish-only letters or a known Turkish word,
// except user data, which the screens mark with data-user-content / translate="no".

const TURKISH_LETTERS = /[ğşıİçöüĞŞÇÖÜ]/;
const TURKISH_WORDS =
  /\b(ve|ile|için|Genel|Diğer|Tümü|Kaydet|Hesapla|Görev|Ayarlar|Yükleniyor|Kapat|İptal|Tamam|Gün|Saat|Hata|Lütfen|Çevrimdışı|aktif)\b/;

/**
 * User data as the API gives it (names, roles, task titles, tags, report titles, suggestions): it stays
 * as typed in any language, so it is taken out of the text before the check. The brand name too.
 */
async function userData(page: Page): Promise<string[]> {
  const get = async (path: string): Promise<unknown> => (await page.request.get(path)).json();
  const strings = new Set<string>(['Kalite Asistanı']);
  const collect = (value: unknown, keys: readonly string[]) => {
    if (Array.isArray(value)) for (const v of value) collect(v, keys);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (keys.includes(k) && typeof v === 'string' && v.length > 1) strings.add(v);
        else if (keys.includes(k) && Array.isArray(v))
          v.forEach((x) => typeof x === 'string' && strings.add(x));
        else collect(v, keys);
      }
  };
  const keys = [
    'fullName',
    'role',
    'department',
    'position',
    'title',
    'category',
    'tags',
    'assigneeName',
    'createdByName',
    'userFullName',
    'problemType',
    'message',
    'name',
    'actorName',
    'description',
    'initials',
    'user',
    'partNumber',
    'characteristic',
  ];
  for (const path of [
    '/api/users',
    '/api/tasks?limit=200',
    '/api/analyses?limit=100',
    '/api/suggestions',
    '/api/tasks/activity',
    '/api/team/workload',
    '/api/auth/me',
    // studies saved by earlier specs on the same server are user data too
    '/api/capability-studies?limit=200',
  ]) {
    collect(await get(path).catch(() => null), keys);
  }
  // the app's own default words are interface text, not user data: they must be translated
  for (const word of ['Genel', 'Diğer']) strings.delete(word);
  // initials shown in avatars ('AÇ', 'EÖ')
  for (const s of [...strings]) {
    const initials = s
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('');
    if (initials.length >= 2 && initials.length <= 3) strings.add(initials.toLocaleUpperCase('tr-TR'));
  }
  return [...strings].sort((a, b) => b.length - a.length);
}

async function turkishTexts(page: Page, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const skip = '[data-user-content], [translate="no"], script, style, noscript, option, [hidden]';
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!text || !el || el.closest(skip) || !visible(el)) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (el.closest(skip) || !visible(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(`${name}: ${value}`);
      }
    }
    for (const select of document.querySelectorAll('select')) {
      if (select.closest(skip) || !visible(select)) continue;
      const selected = select.selectedOptions[0];
      if (selected && !selected.closest(skip)) out.push(`selected: ${selected.text}`);
    }
    return out;
  });
  const withoutData = (t: string) => data.reduce((rest, d) => rest.split(d).join('·'), t);
  return [...new Set(texts)].filter((t) => {
    const rest = withoutData(t);
    // and the Turkish percent ('%85'): English writes '85%'
    return TURKISH_LETTERS.test(rest) || TURKISH_WORDS.test(rest) || /%\d/.test(rest);
  });
}

const problems: Record<string, string[]> = {};
let data: string[] = [];
async function check(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const found = await turkishTexts(page, data);
  if (found.length > 0) problems[where] = found;
}

test('every screen, dialog and validation message is English in English mode', async ({ page }) => {
  test.setTimeout(240_000);
  const username = uniqueName('english').toLowerCase();
  const credentials = await signUpViaApi(page, username, 'John Smith');
  await logIn(page, credentials);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await expect(feedbackControl(page)).toHaveText('Improve me');
  await page.keyboard.press('Escape');
  data = await userData(page);
  await check(page, 'landing');

  for (const mode of MODE_ORDER) {
    for (const tab of MODES[mode].tabs) {
      await page.goto(`/${mode}/${tab}`);
      // the saved language applies once the preferences have loaded
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('mode-tabs').getByRole('tab', { selected: true })).toBeVisible();
      await check(page, `/${mode}/${tab}`);
    }
  }

  // Dialogs and validation.
  await page.goto('/work/tasks');
  await page.getByRole('button', { name: 'New Task' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Create Task' }).click();
  await expect(modal.getByTestId('field-error')).toHaveText('Please fill in the required fields!');
  await modal.getByLabel('Estimated time (hours)').fill('500');
  await check(page, 'new task dialog');
  await page.keyboard.press('Escape');

  await page.goto('/calculations/capability');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByTestId('capability-error')).toHaveText(
    'At least 5 measurement values are required!',
  );
  await check(page, 'Cp/Cpk validation');
  await snap(page, 'english-capability-error');
  const values = ['100.02', '99.98', '100.05', '99.95', '100.01', '100.03', '99.97', '100.04'];
  for (const [i, value] of values.entries()) {
    await page.getByLabel(`Measurement ${i + 1}`, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByTestId('result-cpk')).toBeVisible();
  await check(page, 'Cp/Cpk results');

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await feedbackControl(page).click();
  const feedback = page.getByRole('dialog', { name: 'Improve Me' });
  await expect(feedback).toBeVisible();
  await feedback.getByLabel('Your suggestion', { exact: true }).fill('');
  await feedback.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect.poll(() => alerts.length).toBe(1);
  await check(page, 'feedback dialog');
  const turkishAlerts = alerts.filter((a) => TURKISH_LETTERS.test(a) || TURKISH_WORDS.test(a));
  if (turkishAlerts.length > 0) problems['feedback alert'] = turkishAlerts;
  await page.keyboard.press('Escape');

  await page.goto('/account');
  await expect(page.getByTestId('password-submit')).toBeVisible();
  await page.getByTestId('password-submit').click();
  await check(page, '/account (validation)');

  console.log(JSON.stringify(problems, null, 1));
  expect(problems).toEqual({});
});

test('a finished audit report is English in English mode: findings, recommendations, general list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const credentials = await signUpViaApi(page, uniqueName('auditen').toLowerCase(), 'John Smith');
  await logIn(page, credentials);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');

  // Turkish documents with planted defects: D > 7, a row without a reaction plan, an operation
  // number used for two steps, a name that differs between the documents, and an unreadable .ppt.
  const stamp = Date.now().toString(36);
  const files = [
    {
      name: `PFMEA_Gövde_${stamp}.xlsx`,
      mimeType: XLSX_TYPE,
      buffer: await pfmeaXlsx({ duplicateOperation: true }),
    },
    { name: `Kontrol_Planı_${stamp}.xlsx`, mimeType: XLSX_TYPE, buffer: await controlPlanXlsx() },
    { name: `Sunum_${stamp}.ppt`, mimeType: 'application/vnd.ms-powerpoint', buffer: legacyPpt() },
  ];
  const auditId = await auditViaApi(page.request, files);
  await page.goto(`/ai-auditor/report?audit=${auditId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const report = page.getByTestId('audit-report');
  await expect(report).toBeVisible();
  const rule = (id: string) => page.locator(`[data-testid="finding"][data-rule="${id}"]`);
  for (const id of [
    'pfmea-detection-above-limit',
    'cp-no-reaction-plan',
    'pfmea-duplicate-operation-number',
    'doc-unreadable',
    'set-missing-document',
  ]) {
    await expect(rule(id).first(), id).toBeVisible();
  }
  await expect(rule('pfmea-duplicate-operation-number').getByTestId('finding-description')).toHaveText(
    'Operation numbers used for two different process steps (1): operation 40: "Paketleme" (row 7) and "Sevkiyat" (row 8).',
  );
  await expect(rule('cp-no-reaction-plan').getByTestId('finding-recommendation')).toContainText(
    'write in the reaction plan what is done on a nonconformity',
  );
  await expect(rule('doc-unreadable').getByTestId('finding-recommendation')).toContainText('save it as PPTX');
  await page.waitForLoadState('networkidle');
  const found = await turkishTexts(page, ['Kalite Asistanı', 'John Smith', ...files.map((f) => f.name)]);
  await snap(page, 'english-audit-report');
  expect(found).toEqual([]);

  // Issue 10.15: the CSV follows the reader's language (the PDF is checked by the API tests).
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-csv').click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^IATF_AI_Audit_Report_.+\.csv$/);
  const csv = fs.readFileSync(await csvDownload.path(), 'utf8');
  expect(csv).toContain('Compliance Level;');
  expect(csv).toContain('IATF Clause;Recommendation;Priority;Document Type');
  expect(csv).toContain('Operation numbers used for two different process steps (1): operation 40');
});
