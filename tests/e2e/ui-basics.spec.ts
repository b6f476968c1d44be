import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { uniqueName } from './support/accounts';
import { EN, TR } from './support/app-text';
import { logIn, signUpViaApi } from './support/login';
import { snap } from './support/screenshots';

// Issue 10, small UI items: a dialog opens on its first field (a space types, it does not close the
// dialog), the browser tab names the tab and the mode in the interface language, and the language
// buttons say which language they are.

const titleOf = (...parts: string[]) => parts.join(' · ');
// The account screen's heading (its feature's own locale files, which e2e specs do not import).
const ACCOUNT = { tr: 'Hesap Ayarları', en: 'Account Settings' };

function languageButtons(page: Page) {
  // The group is named 'Dil' / 'Language' with the interface language.
  const group = page
    .getByTestId('user-menu')
    .getByRole('group', { name: new RegExp(`^(${TR.userMenu.language}|${EN.userMenu.language})$`) });
  return {
    turkish: group.getByRole('button', { name: 'Türkçe', exact: true }),
    english: group.getByRole('button', { name: 'English', exact: true }),
  };
}

test('the new-task dialog opens on its title field and a space types instead of closing it', async ({
  page,
}) => {
  await logIn(page, await signUpViaApi(page, uniqueName('odak'), 'Deniz Aksoy'));
  await page.goto('/work/tasks');
  const opener = page.getByRole('button', { name: 'Yeni Görev' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Görev Oluştur' });
  const titleField = dialog.getByLabel('Görev Başlığı *');
  await expect(titleField).toBeFocused();
  await expect(dialog.getByRole('button', { name: TR.app.close })).not.toBeFocused();

  await page.keyboard.press('Space');
  await page.keyboard.type('Kalıp');
  await expect(dialog).toBeVisible();
  await expect(titleField).toHaveValue(' Kalıp');
  await snap(page, 'new-task-dialog-focus');

  // Escape closes it and the focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the page title names the tab and the mode, in Turkish and after switching to English', async ({
  page,
}) => {
  // A fresh user: the language is a stored preference other specs must not inherit.
  const account = await signUpViaApi(page, uniqueName('baslik'), 'Ece Yıldız');
  await page.goto('/login');
  await expect(page).toHaveTitle(titleOf(TR.auth.loginTitle, TR.app.title));
  await logIn(page, account);
  await expect(page).toHaveTitle(TR.app.title);

  await page.goto('/work/tasks');
  await expect(page).toHaveTitle(titleOf(TR.modes.work.tabs.tasks, TR.modes.work.title, TR.app.title));
  await page.goto('/8d/history');
  await expect(page).toHaveTitle(titleOf(TR.modes['8d'].tabs.history, TR.modes['8d'].title, TR.app.title));
  await page.getByRole('tab', { name: TR.modes['8d'].tabs.dashboard }).click();
  await expect(page).toHaveTitle(titleOf(TR.modes['8d'].tabs.dashboard, TR.modes['8d'].title, TR.app.title));
  await page.goto('/account');
  await expect(page).toHaveTitle(titleOf(ACCOUNT.tr, TR.app.title));

  // The language buttons: named in their own language, with `lang`, the active one pressed.
  await page.getByTestId('user-menu-button').click();
  const buttons = languageButtons(page);
  await expect(buttons.turkish).toHaveAttribute('lang', 'tr');
  await expect(buttons.english).toHaveAttribute('lang', 'en');
  await expect(buttons.turkish).toHaveAttribute('aria-pressed', 'true');
  await expect(buttons.english).toHaveAttribute('aria-pressed', 'false');
  await buttons.english.click();
  await expect(page).toHaveTitle(titleOf(ACCOUNT.en, EN.app.title));
  await expect(buttons.english).toHaveAttribute('aria-pressed', 'true');
  await expect(buttons.turkish).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/work/team');
  await expect(page).toHaveTitle(titleOf(EN.modes.work.tabs.team, EN.modes.work.title, EN.app.title));
  await page.getByRole('tab', { name: EN.modes.work.tabs.tasks }).click();
  await expect(page).toHaveTitle(titleOf(EN.modes.work.tabs.tasks, EN.modes.work.title, EN.app.title));
});
