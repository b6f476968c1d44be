import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO, uniqueName } from '../support/accounts';
import { EN, TR } from '../support/app-text';
import { type Credentials, logIn, signedInContext, signUpViaApi } from '../support/login';
import { snap } from '../support/screenshots';
import { connectionWidget, feedbackControl } from '../support/shell';

// Issue 10.13: nothing floats over the content at any width. 'Beni Geliştir' and the connection pill
// float only where the side gutters beside the 1280 px column hold them; below that they live in the
// header, which shows them in full on desktop widths and must not wrap.

// 1760 px is the `gutter` breakpoint (styles.css): the tightest width with floating items.
const WIDTHS = [390, 640, 768, 1024, 1280, 1440, 1700, 1760, 1920] as const;
/** Tailwind's lg and xl: from these the header shows the connection status and the feedback label. */
const LG = 1024;
const XL = 1280;

/**
 * Every visible fixed element (and its descendants) whose box overlaps the main column's content box
 * (main's rect minus its padding) horizontally: at some scroll position it covers content. The header
 * is sticky, open dialogs are the user's choice; neither counts.
 */
async function coveringFixed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const m = main.getBoundingClientRect();
    const style = getComputedStyle(main);
    const left = m.left + parseFloat(style.paddingLeft);
    const right = m.right - parseFloat(style.paddingRight);
    const hits: string[] = [];
    for (const root of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(root).position !== 'fixed') continue;
      if (root.closest('dialog[open], [role="dialog"], [role="status"], [role="alert"], header')) continue;
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
        if (r.right > left && r.left < right) {
          const name = root.getAttribute('data-testid') ?? root.tagName.toLowerCase();
          hits.push(`${name}: ${Math.round(r.left)}–${Math.round(r.right)} px over ${left}–${right} px`);
          break;
        }
      }
    }
    return hits;
  });
}

/**
 * The header at this width: its items on one line (a wrapped item's centre sits lower), how high it is,
 * and whether the app's title or the mode's subtitle is cut short to make room.
 */
async function headerLayout(page: Page) {
  return page.getByTestId('header-tools').evaluate((tools) => {
    const row = tools.parentElement;
    const items = [...(row?.children ?? []), ...tools.children].filter(
      (el) => el.getBoundingClientRect().width > 0,
    );
    const centres = items.map((el) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    });
    // Items squeezed into too little room slide over each other; an item's box counts with its
    // children's, since the content of a squeezed box overflows it.
    const boxes = items
      .filter((el) => el !== tools)
      .map((el) => {
        const rects = [el, ...el.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
        return {
          left: Math.min(...rects.map((r) => r.left)),
          right: Math.max(...rects.map((r) => r.right)),
        };
      });
    const overlapping = boxes.filter((r, i) =>
      boxes.some((o, j) => j !== i && r.left < o.right - 1 && o.left < r.right - 1),
    ).length;
    const cut = (id: string) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      return el !== null && el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth;
    };
    return {
      overlapping,
      rows: centres.filter((c, i) => centres.findIndex((d) => Math.abs(d - c) < 8) === i).length,
      height: Math.round(tools.closest('header')?.getBoundingClientRect().height ?? 0),
      titleCut: cut('header-title'),
      subtitleCut: cut('header-subtitle'),
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

/** One line, no item over another, nothing wider than the screen, the title whole (and from `lg` the subtitle). */
async function checkHeader(page: Page, width: number, language: 'tr' | 'en'): Promise<void> {
  const header = await headerLayout(page);
  console.log(`header at ${width} px (${language}): ${JSON.stringify(header)}`);
  await page
    .locator('header')
    .first()
    .screenshot({ path: test.info().outputPath(`header-${width}-${language}.png`) });
  expect(header.rows, 'the header stays on one line').toBe(1);
  expect(header.overlapping, 'header items over each other').toBe(0);
  expect(header.pageWidth, 'nothing is wider than the screen').toBeLessThanOrEqual(width);
  expect(header.titleCut, 'the app title is cut short').toBe(false);
  if (width >= LG) expect(header.subtitleCut, 'the subtitle is cut short').toBe(false);
}

/** The feedback and connection controls that this width shows, checked as a user would use them. */
async function checkControls(page: Page, width: number, language: 'tr' | 'en'): Promise<void> {
  const text = language === 'tr' ? TR : EN;
  const feedback = feedbackControl(page);
  await expect(feedback).toHaveCount(1);
  if (width >= XL) await expect(feedback).toHaveText(text.feedback.open);
  await feedback.click();
  await expect(page.getByRole('dialog', { name: text.feedback.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const widget = connectionWidget(page);
  await expect(widget).toHaveCount(1);
  await expect(widget).toHaveAttribute('data-state', 'connected');
  const status = widget.getByTestId('connection-status');
  if (width >= LG) await expect(status).toBeVisible();
  await expect(status).toHaveText(text.connection.connected);
  await widget.getByTestId('connection-toggle').click();
  await expect(widget.getByTestId('online-count')).toBeVisible();
  await expect(widget).toContainText('PGlite');
  await expect(widget).toContainText(text.connection.liveActive);
  await expect(widget).toContainText(new RegExp(`${text.connection.lastUpdate}: \\d{2}:\\d{2}:\\d{2}`));
  // Open, the details still cover nothing (the floating pill grows upwards inside its gutter).
  expect(await coveringFixed(page), 'fixed items over the content, details open').toEqual([]);
  await snap(page, `connection-open-${width}-${language}`);
  await widget.getByTestId('connection-toggle').click();
  await expect(widget.getByTestId('online-count')).toBeHidden();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no floating item covers the Cp/Cpk slots or the history; feedback and connection work', async ({
      page,
    }) => {
      await logIn(page, DEMO.admin);
      await page.goto('/calculations/capability');
      await expect(page.getByTestId('measurement-slots')).toBeVisible();
      expect(await coveringFixed(page), 'fixed items over the Cp/Cpk screen').toEqual([]);
      await checkHeader(page, width, 'tr');
      await snap(page, `capability-${width}`);
      await checkControls(page, width, 'tr');

      await page.goto('/8d/history');
      await expect(page.getByTestId('report-date').first()).toBeVisible();
      expect(await coveringFixed(page), 'fixed items over the history').toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 400));
      expect(await coveringFixed(page), 'fixed items over the history, scrolled').toEqual([]);
      await snap(page, `history-${width}`);
    });
  });
}

// English labels are longer in places ('No Connection', 'Work Tracking'): the header and the gutters
// must hold them too. A fresh user, since the language is a stored preference other specs must not see;
// one for all the widths, since the whole e2e run shares the server's 20 sign-ups per address and hour.
let englishAccount: Credentials | undefined;
for (const width of [640, 768, 1024, 1280, 1700, 1760] as const) {
  test(`in English at ${width} px the header stays on one line and nothing covers the content`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    englishAccount ??= await signUpViaApi(page, uniqueName('nocover-en'), 'John Smith');
    const account = englishAccount;
    await logIn(page, account);
    expect((await page.request.put('/api/preferences', { data: { language: 'en' } })).status()).toBe(200);
    await page.goto('/calculations/capability');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('measurement-slots')).toBeVisible();
    expect(await coveringFixed(page)).toEqual([]);
    await checkHeader(page, width, 'en');
    await snap(page, `english-capability-${width}`);
    await checkControls(page, width, 'en');
  });
}

// With colleagues online the header gains their avatars: on a phone it shows one and a '+N' badge.
test('at 390 px with three colleagues online the header still fits on one line', async ({
  page,
  browser,
  baseURL,
}) => {
  const others = await Promise.all(
    [DEMO.kalip, DEMO.bakim, DEMO.kalite].map((account) => signedInContext(browser, baseURL, account)),
  );
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, DEMO.admin);
    await page.goto('/work/tasks');
    await expect(page.getByTestId('presence-more')).toHaveText('+3');
    await checkHeader(page, 390, 'tr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId('presence-more')).toBeHidden();
    await checkHeader(page, 1280, 'tr');
  } finally {
    await Promise.all(others.map(({ context }) => context.close()));
  }
});
