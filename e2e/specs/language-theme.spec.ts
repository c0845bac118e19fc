import { expect, test, type Page } from '@playwright/test';

/** `menuLabel` is the language menu's accessible name in the current language. */
async function chooseLanguage(page: Page, menuLabel: string, next: string): Promise<void> {
  await page.getByRole('button', { name: menuLabel }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: next }).click()]);
}

test('the chosen language survives a reload, and Arabic turns the page right-to-left', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, 'Language', 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await chooseLanguage(page, 'Sprache', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the dark theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
});
