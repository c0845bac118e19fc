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

test('a trader reads what each coin is in their own language, in the pair tooltip of the deal centre', async ({
  page,
}) => {
  await page.goto('/dealCenter');
  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  await page.reload();
  // The quotation answer (spec §3 `content`) in the page's language: the server's text, not the app's.
  const pairName = page.getByRole('button', { name: 'BTC/USDT', exact: true });
  await pairName.focus();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('比特币是第一种去中心化数字货币');
  await expect(tip).toContainText('21,000,000');
  // Nor does the chart describe itself in English to a screen reader ("Created with Highcharts").
  await expect(page.locator('svg.highcharts-root').first()).toBeVisible();
  await expect(page.locator('svg.highcharts-root desc')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.getByRole('button', { name: 'BTC/USDT', exact: true }).focus();
  await expect(page.getByRole('tooltip')).toContainText('بيتكوين أول عملة رقمية لا مركزية');
  await expect(page.getByRole('tooltip')).not.toContainText('Bitcoin is');
  await expectNoSeriousA11yViolations(page);

  // On a phone the name sits after the pair-list button: the tooltip stays on the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'BTC/USDT', exact: true }).focus();
  const box = (await page.getByRole('tooltip').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

/**
 * A notice the operators have written in English only, as news/list and news/detail answer it (the
 * seeded ones are translated into every language): for the notices (c_id 11) and the footer's
 * about column (9).
 */
async function serveEnglishOnlyNotice(page: Page) {
  const notice = {
    id: 990_001,
    title: 'Wallet maintenance tonight.',
    abstract: 'Deposits pause at 22:00 UTC.',
    content: '<p>Deposits of BTC pause at 22:00 UTC for 30 minutes.</p>',
    update_time: '2026-12-07 10:00:00',
  };
  const asked = (url: string, body: string | null) => new URLSearchParams(body ?? new URL(url).search);
  await page.route('**/api/news/list**', (route) => {
    const cId = Number(asked(route.request().url(), route.request().postData()).get('c_id'));
    if (cId !== 11 && cId !== 9) return route.continue();
    const list = [{ ...notice, c_id: cId }];
    return route.fulfill({ json: { type: 'ok', message: { list, total: 1, page: 1, limit: 20 } } });
  });
  await page.route('**/api/news/detail**', (route) =>
    route.fulfill({ json: { type: 'ok', message: { ...notice, c_id: 11 } } }),
  );
}

test('on a Persian page, a notice written in English only reads left to right, its full stop at its end', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'fa'));
  await serveEnglishOnlyNotice(page);
  await page.goto('/noticeList');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const notice = page.getByRole('main').getByRole('link', { name: /Wallet maintenance tonight/ });
  await expect(notice.getByText('Wallet maintenance tonight.')).toHaveCSS('direction', 'ltr');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Wallet maintenance tonight.' }),
  ).toHaveCSS('direction', 'ltr');
  await notice.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet maintenance tonight.' })).toHaveCSS(
    'direction',
    'ltr',
  );
  await expect(page.getByText(/Deposits of BTC pause/)).toHaveCSS('direction', 'ltr');
});
