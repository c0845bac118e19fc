import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

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

test('an Arabic reader reads the banners, notices and footer links in Arabic, where they are translated', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Trade the top crypto assets')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.reload();
  // Written by the server (news of spec §7), not the app's own texts: the page asks in its language.
  await expect(page.getByText('تداول أبرز الأصول المشفرة')).toBeVisible();
  await expect(page.getByText('Trade the top crypto assets')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' })).toBeVisible();

  await page.goto('/noticeList');
  await page.getByRole('link', { name: 'تذكير أمني' }).click();
  await expect(page).toHaveURL(/\/noticeDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تذكير أمني' })).toBeVisible();
  await expect(page.getByText('لن يطلب منك موظفونا')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Security reminder' })).toBeVisible();
});

test('on a Persian page, notices not translated read left to right in English', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'fa'));
  await page.goto('/noticeList');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Persian has no translation: English, with its full stop and figures where English puts them.
  const notice = page.getByRole('link', { name: /Security reminder/ });
  await expect(notice.getByText('Security reminder')).toHaveCSS('direction', 'ltr');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toHaveCSS(
    'direction',
    'ltr',
  );
  await notice.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security reminder' })).toHaveCSS(
    'direction',
    'ltr',
  );
  await expect(page.getByText(/Staff will/)).toHaveCSS('direction', 'ltr');
});
