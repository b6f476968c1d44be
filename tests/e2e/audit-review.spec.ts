import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO } from './support/accounts';
import { controlPlanXlsx, pfmeaXlsx } from './support/ai-auditor-documents';
import { auditViaApi, XLSX_TYPE } from './support/audit-api';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Review before release (issue 22 part 5): the audit's author (kalite) and a Yönetici (admin) review
// the same draft report at once in two browsers. Each decision appears on the other screen without
// a reload, the score follows the decisions, and 'Yayınla' freezes the report for both.

const cards = (page: Page) => page.locator('[data-testid="finding"]');
test('two reviewers see each other’s decisions live; the score follows; Yayınla freezes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const kalite = await signedInContext(browser, baseURL, DEMO.kalite);
  const admin = await signedInContext(browser, baseURL, DEMO.admin);
  const stamp = Date.now().toString(36);
  const auditId = await auditViaApi(kalite.page.request, [
    { name: `PFMEA_İnceleme_${stamp}.xlsx`, mimeType: XLSX_TYPE, buffer: await pfmeaXlsx() },
    { name: `Kontrol_Planı_İnceleme_${stamp}.xlsx`, mimeType: XLSX_TYPE, buffer: await controlPlanXlsx() },
  ]);
  const url = `/ai-auditor/report?audit=${auditId}`;
  await kalite.page.goto(url);
  await admin.page.goto(url);
  for (const { page } of [kalite, admin]) {
    await expect(page.getByTestId('review-state')).toHaveText('Taslak');
    await expect(page.getByTestId('review-line')).toContainText('İncelendi: 0 kabul, 0 red');
  }
  const a = kalite.page;
  const b = admin.page;
  // These two documents carry minor findings and observations only: the engine said 'Mükemmel'.
  await expect(a.getByTestId('overall-score')).toHaveText('85');

  // The author rejects a finding: the reason is required (Turkish), then the Yönetici sees it live.
  const first = cards(a).first();
  const firstId = await first.getAttribute('aria-labelledby');
  await first.getByTestId('review-reject').click();
  await first.getByTestId('review-reject-save').click();
  await expect(first.getByText('Red gerekçesi zorunludur')).toBeVisible();
  await first.getByLabel('Red gerekçesi').fill('Bu adım bu parçada yok');
  await first.getByTestId('review-reject-save').click();
  const seenByAdmin = b.locator(`[data-testid="finding"][aria-labelledby="${firstId}"]`);
  await expect(seenByAdmin.getByTestId('finding-decision')).toHaveAttribute('data-decision', 'rejected');
  await expect(seenByAdmin.getByTestId('finding-decision')).toContainText('Bu adım bu parçada yok');
  await expect(seenByAdmin.getByTestId('finding-decision')).toContainText(DEMO.kalite.fullName);

  // The Yönetici accepts another: the author sees it live.
  const second = cards(b).nth(1);
  const secondId = await second.getAttribute('aria-labelledby');
  await second.getByTestId('review-accept').click();
  const seenByAuthor = a.locator(`[data-testid="finding"][aria-labelledby="${secondId}"]`);
  await expect(seenByAuthor.getByTestId('finding-decision')).toHaveAttribute('data-decision', 'accepted');
  await expect(seenByAuthor.getByTestId('finding-decision')).toContainText(DEMO.admin.fullName);
  await expect(a.getByTestId('review-line')).toContainText('İncelendi: 1 kabul, 1 red');

  // The Yönetici re-grades an observation to major: the author's score and level drop live…
  const before = await a.getByTestId('overall-score').textContent();
  const observation = b.locator('[data-testid="finding"][data-category="observation"]').first();
  const observationId = await observation.getAttribute('aria-labelledby');
  await observation.getByTestId('review-regrade').click();
  await observation.getByTestId('review-category').selectOption('major');
  await observation.getByTestId('review-regrade-save').click();
  const regradedForAuthor = a.locator(`[data-testid="finding"][aria-labelledby="${observationId}"]`);
  await expect(regradedForAuthor.getByTestId('finding-decision')).toContainText('Gözlem → Majör');
  await expect(a.getByTestId('count-major')).toHaveText('1');
  await expect(a.getByTestId('compliance-level')).toHaveText('İyileştirme Gerekli');
  await expect(a.getByTestId('overall-score')).toHaveText('65');
  // …and rejecting that last major brings them back on the Yönetici's screen (the boundary).
  await regradedForAuthor.getByTestId('review-reject').click();
  await regradedForAuthor.getByLabel('Red gerekçesi').fill('Gözlem olarak kalmalı');
  await regradedForAuthor.getByTestId('review-reject-save').click();
  await expect(b.getByTestId('count-major')).toHaveText('0');
  await expect(b.getByTestId('overall-score')).toHaveText(before ?? '');
  await expect(b.getByTestId('compliance-level')).not.toHaveText(/Kritik|İyileştirme Gerekli/);

  // The Yönetici adds a major finding of their own: the level drops on the author's screen.
  await b.getByTestId('review-add').click();
  const form = b.getByTestId('add-finding-form');
  await form.getByLabel('Kategori').selectOption('major');
  await form.getByLabel('IATF maddesi').fill('7.1.5.2');
  await form.getByLabel('Başlık').fill('Kalibrasyon kaydı yok');
  await form.getByLabel('Kanıt').fill('Mikrometre M-12: kalibrasyon etiketinin süresi geçmiş');
  await form.getByTestId('add-finding-save').click();
  await expect(a.getByText('Kalibrasyon kaydı yok')).toBeVisible();
  await expect(a.getByTestId('count-major')).toHaveText('1');
  await expect(a.getByTestId('compliance-level')).toHaveText('İyileştirme Gerekli');
  await expect(a.getByTestId('review-line')).toContainText('İncelendi: 1 kabul, 2 red, 1 eklenen bulgu');
  // The history's headline figures are the reviewed ones too.
  const history = a.getByLabel('Denetim geçmişi', { exact: true });
  await expect(history.locator(`option[value="${auditId}"]`)).toContainText('65 puan');
  await snap(a, 'audit-review-draft');

  // Yayınla: frozen for both, no review buttons left, the state says so on the other screen live.
  await a.getByTestId('review-publish').click();
  await a.getByRole('dialog').getByRole('button', { name: 'Yayınla' }).click();
  await expect(a.getByTestId('review-state')).toHaveText('Yayınlandı');
  await expect(b.getByTestId('review-state')).toHaveText('Yayınlandı');
  await expect(b.getByTestId('review-accept')).toHaveCount(0);
  await expect(b.getByTestId('review-publish')).toHaveCount(0);
  await expect(b.getByTestId('overall-score')).toHaveText('65');
  await snap(b, 'audit-review-published');
  const late = await b.request.put(`/api/audits/${auditId}/findings/finding-1/review`, {
    data: { decision: 'accepted' },
  });
  expect(late.status()).toBe(409);
  await kalite.context.close();
  await admin.context.close();
});
