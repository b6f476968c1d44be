import { expect, type Locator, type Page } from '@playwright/test';
import { feedbackControl } from './shell';

/** The 'Beni Geliştir' dialog of a signed-in page, opened by the button this viewport shows. */
export async function openFeedback(page: Page) {
  await feedbackControl(page).click();
  const dialog = page.getByRole('dialog', { name: 'Beni Geliştir' });
  await expect(dialog).toBeVisible();
  const items = dialog.getByTestId('suggestion');
  // Demo data always holds the four samples, so a loaded list is never empty.
  await expect(items.first()).toBeVisible();
  return {
    dialog,
    items,
    footer: dialog.getByTestId('feedback-footer'),
    name: dialog.getByLabel('İsminiz', { exact: true }),
    message: dialog.getByLabel('Öneriniz', { exact: true }),
    submit: dialog.getByRole('button', { name: 'Öneri Gönder' }),
    item: (text: string) => items.filter({ hasText: text }),
  };
}

export const likeCount = (item: Locator) => item.getByTestId('like-count');
export const likeButton = (item: Locator) => item.getByTestId('like-button');

/** Count and like total as the user sees them, for the footer line. */
export async function visibleTotals(items: Locator): Promise<{ count: number; likes: number }> {
  const likes = await items.getByTestId('like-count').allTextContents();
  return { count: likes.length, likes: likes.reduce((sum, n) => sum + Number(n), 0) };
}
