import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, uniqueName } from './support/accounts';
import { logIn, signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Issue 23 §1 and §9: the FMEA as a living worksheet. A plan item becomes a task; the assignee's work
// moves the line (planned → in progress → done) live on the owner's screen; the assignee proposes the
// revised S/O/D, the owner accepts it and the revised AP appears; the history keeps every step.

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(url, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test('plan → task → done → revised ratings on the line, shown live; filters; history', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueName('ws');
  const owner = await signedInContext(browser, baseURL, DEMO.kalite);
  const assignee = await signedInContext(browser, baseURL, DEMO.kalip);
  const kalipId: string = (await api(assignee.page, 'GET', '/api/auth/me')).user.id;

  const fmea = await api(owner.page, 'POST', '/api/fmeas', {
    name: `Braket PFMEA ${tag}`,
    rows: [
      {
        id: 'low',
        processStep: 'Op 40 Paketleme',
        potentialFailure: `Etiket eksik ${tag}`,
        severity: 3,
        causes: 'Operatör atladı',
        occurrence: 2,
        detection: 2,
      },
      {
        id: 'burr',
        processStep: 'Op 20 Kesme',
        potentialFailure: `Çapak ${tag}`,
        severity: 7,
        causes: 'Zımba aşınması',
        occurrence: 7,
        detection: 8,
      },
      {
        id: 'weld',
        processStep: 'Op 30 Kaynak',
        potentialFailure: `Eksik kaynak ${tag}`,
        severity: 8,
        causes: 'Akım parametresi kaydı',
        occurrence: 5,
        detection: 6,
      },
    ],
  });
  await api(owner.page, 'POST', `/api/fmeas/${fmea.id}/plan`, { useAi: false });
  const plan = await api(owner.page, 'GET', `/api/fmeas/${fmea.id}/plan/items?limit=500`);
  const item = plan.items.find((i: { rowId: string }) => i.rowId === 'burr');
  const made = await api(owner.page, 'POST', `/api/fmeas/${fmea.id}/plan/tasks`, {
    tasks: [
      {
        itemId: item.id,
        task: { title: `Op 20 Kesme — Çapak ${tag}: zımba ömrü`, assigneeId: kalipId, dueDate: '2027-01-15' },
      },
    ],
  });
  const taskId: string = made.links[0].taskId;

  // The owner's worksheet: riskiest first, the planned action on its line.
  await owner.page.goto(`/reverse-fmea/analyze?fmea=${fmea.id}`);
  const lines = owner.page.getByTestId('worksheet-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText(`Çapak ${tag}`);
  await expect(lines.nth(1)).toContainText(`Eksik kaynak ${tag}`);
  const burr = owner.page.locator('[data-line-id="burr"]');
  await expect(burr.getByTestId('line-status')).toHaveText('Planlandı');
  await expect(burr.getByTestId('line-target')).toHaveText('15.01.2027');
  await expect(burr.getByTestId('line-action')).toContainText(item.preventiveAction);

  // The assignee works the task: the owner's screen follows without a reload.
  for (const status of ['in_progress', 'review', 'completed']) {
    await api(assignee.page, 'PATCH', `/api/tasks/${taskId}`, { status });
  }
  await expect(burr.getByTestId('line-status')).toHaveText('Tamamlandı');
  await expect(burr.getByTestId('line-awaiting')).toHaveText('Revize derecelendirme bekleniyor');
  await expect(burr.getByTestId('line-taken')).toContainText('Görev tamamlandı');

  // The assignee proposes the revised ratings from the same worksheet.
  await assignee.page.goto(`/reverse-fmea/analyze?fmea=${fmea.id}&line=burr`);
  const theirs = assignee.page.locator('[data-line-id="burr"]');
  await expect(theirs.getByTestId('line-edit')).toHaveCount(0);
  await theirs.getByTestId('line-propose').click();
  await theirs.getByTestId('propose-occurrence').selectOption('3');
  await theirs.getByTestId('propose-detection').selectOption('4');
  await theirs.getByTestId('propose-note').fill('Yeni zımba çeliği: 3 vardiya çapaksız');
  await theirs.getByTestId('propose-send').click();
  await expect(theirs.getByTestId('line-proposal')).toBeVisible();

  // The owner sees it live, accepts: the revised AP is on the line, the line leaves 'awaiting'.
  await expect(burr.getByTestId('line-proposal')).toContainText('revize önerdi: S 7 · O 3 · D 4');
  await burr.getByTestId('proposal-accept').click();
  await expect(burr.getByTestId('line-revised')).toContainText('Revize: S 7 · O 3 · D 4 → RPN 84');
  await expect(burr.getByTestId('line-awaiting')).toHaveCount(0);
  await expect(theirs.getByTestId('line-revised')).toContainText('RPN 84');

  // Filters ask the server: status and AP.
  await owner.page.getByTestId('worksheet-status').selectOption('planned');
  await expect(owner.page.getByTestId('worksheet-line')).toHaveCount(0);
  await owner.page.getByTestId('worksheet-status').selectOption('done');
  await expect(owner.page.getByTestId('worksheet-line')).toHaveCount(1);
  await owner.page.getByTestId('worksheet-status').selectOption('');
  await owner.page.getByTestId('worksheet-ap').selectOption('L');
  await expect(
    owner.page.getByTestId('worksheet-line').filter({ hasText: `Etiket eksik ${tag}` }),
  ).toHaveCount(1);
  await owner.page.getByTestId('worksheet-ap').selectOption('');
  await owner.page.getByTestId('worksheet-search').fill('ZIMBA');
  await expect(owner.page.getByTestId('worksheet-line')).toHaveCount(1);
  await owner.page.getByTestId('worksheet-search').fill('');

  // The history: every step, who and from where.
  await burr.getByTestId('line-history-toggle').click();
  const changes = burr.getByTestId('line-change');
  await expect(changes).toHaveCount(5);
  await expect(changes.first()).toContainText('Satır düzenlendi');
  await expect(changes.first()).toContainText('Revize O: boş → 3');
  await expect(burr.getByTestId('line-history')).toContainText('Aksiyon durumu: Devam ediyor → Tamamlandı');
  await snap(owner.page, 'fmea-worksheet');

  // The owner edits a line directly: a typed Turkish date, the status.
  const weld = owner.page.locator('[data-line-id="weld"]');
  await weld.getByTestId('line-edit').click();
  await weld.getByTestId('line-form-recommendedAction').fill('Kaynak akımı için SPC kartı');
  await weld.getByTestId('line-form-targetDate').fill('20.02.2027');
  await weld.getByTestId('line-form-actionStatus').selectOption('in_progress');
  await weld.getByTestId('line-form-save').click();
  await expect(weld.getByTestId('line-status')).toHaveText('Devam ediyor');
  await expect(weld.getByTestId('line-target')).toHaveText('20.02.2027');

  await owner.context.close();
  await assignee.context.close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the worksheet is no wider than the screen, the line editor included', async ({ page }) => {
    const tag = uniqueName('ws-phone');
    await logIn(page, DEMO.kalite);
    const long = 'Kalıp ayırma yüzeyinde aşınma ve hizalama pimlerinde boşluk nedeniyle oluşan çapak'.repeat(
      2,
    );
    const fmea = await api(page, 'POST', '/api/fmeas', {
      name: `Telefon PFMEA ${tag}`,
      rows: [
        {
          processStep: 'Op 20 Enjeksiyon',
          potentialFailure: `Çapak ${tag}`,
          effects: long,
          severity: 7,
          causes: long,
          occurrence: 7,
          detection: 8,
        },
      ],
    });
    await api(page, 'POST', `/api/fmeas/${fmea.id}/plan`, { useAi: false });
    await page.goto(`/reverse-fmea/analyze?fmea=${fmea.id}`);
    await expect(page.getByTestId('worksheet-line')).toHaveCount(1);
    await page.getByTestId('line-edit').click();
    await expect(page.getByTestId('line-edit-form')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'fmea-worksheet-phone');
    // issue 23 §9: no page of the mode is wider than the phone (the manual table scrolls in its own box)
    for (const [path, shown] of [
      ['/reverse-fmea/upload', 'fmea-file'],
      ['/reverse-fmea/create', 'manual-fmea-table'],
      ['/reverse-fmea/settings', 'ap-table'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(shown)).toBeAttached();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      await snap(page, `fmea-phone-${path.split('/').pop()}`);
    }
  });
});

test('a closed 8D proposes PFMEA changes; the owner accepts one and the line shows it, naming the 8D', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueName('d8');
  const { page, context } = await signedInContext(browser, baseURL, DEMO.kalite);
  const fmea = await api(page, 'POST', '/api/fmeas', {
    name: `Kapı paneli PFMEA ${tag}`,
    partOrProcess: 'Enjeksiyon',
    rows: [
      {
        id: 'burr',
        processStep: 'Op 20 Enjeksiyon',
        potentialFailure: 'Çapaklı parça',
        severity: 7,
        causes: 'Yanlış ütüleme basıncı',
        occurrence: 3,
        detection: 5,
      },
    ],
  });
  const analysis = await api(page, 'POST', '/api/analyses', {
    title: `Kapı panelinde çapak ${tag}`,
    description: 'Kapı iç panelinin ayırma çizgisinde ince çapak var',
    customerImpact: 'Montaj hattında klips oturmuyor',
    category: 'quality',
    severity: 'high',
    department: 'production',
    discoveryDate: '2026-11-20',
  });
  await page.goto(`/8d/history?report=${analysis.id}`);
  await page.getByRole('tab', { name: /8D/ }).click();
  const closure = page.getByTestId('eight-d-closure');
  await closure.getByTestId('closure-fmea').selectOption(fmea.id);
  await closure.getByTestId('closure-operation').fill('Op 20');
  await closure.getByTestId('closure-submit').click();
  await expect(closure.getByTestId('closure-done')).toContainText(`FMEA: Kapı paneli PFMEA ${tag}`);
  const proposals = closure.getByTestId('closure-proposal');
  await expect(proposals).toHaveCount(3);
  await expect(proposals.nth(2)).toContainText('O 4 · D 7');
  await expect(proposals.nth(2)).toContainText('hata müşteriye ulaştı');
  await proposals.nth(2).getByTestId('proposal-accept').click();
  await expect(proposals.nth(2).getByTestId('proposal-status')).toHaveText('Kabul edildi');
  await proposals.nth(1).getByTestId('proposal-reject').click();
  await expect(proposals.nth(1).getByTestId('proposal-status')).toHaveText('Reddedildi');
  await snap(page, 'eight-d-closure');

  await proposals.nth(2).getByRole('link').click();
  const line = page.locator('[data-line-id="burr"]');
  await expect(line.getByTestId('line-ratings')).toHaveText('S 7 · O 4 · D 7');
  await line.getByTestId('line-history-toggle').click();
  await expect(line.getByTestId('line-change').first()).toContainText('8D kapanışından');
  await expect(line.getByTestId('line-change').first()).toContainText(
    `8D raporu: boş → Kapı panelinde çapak ${tag}`,
  );
  await context.close();
});
