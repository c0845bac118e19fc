import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('a visitor sees live market rows whose prices move, and finds a pair by search', async ({ page }) => {
  await page.goto('/');
  const board = page.getByRole('region', { name: 'Markets' }).first();
  const tradeButtons = board.getByRole('button', { name: /^Trade [A-Z0-9]+\/USDT$/ });
  await expect(tradeButtons.first()).toBeVisible();
  expect(await tradeButtons.count()).toBeGreaterThanOrEqual(12);

  // Quotation polling (5 s) and daymarket pushes both feed the board: within 10 s some price changes.
  const snapshot = () => board.locator('tbody').innerText();
  const before = await snapshot();
  await expect.poll(snapshot, { timeout: 10_000, intervals: [500] }).not.toBe(before);

  await board.getByRole('searchbox', { name: 'Search markets' }).fill('eth');
  await expect(board.getByRole('button', { name: 'Trade ETH/USDT' })).toBeVisible();
  await expect(board.getByRole('button', { name: 'Trade BTC/USDT' })).toHaveCount(0);
});

test('home shows the banners (news c_id 5), the home news (c_id 4) and the 12-language selector', async ({
  page,
}) => {
  await page.goto('/');
  const highlights = page.getByRole('list', { name: 'Highlights' });
  await expect(highlights.getByRole('link', { name: 'Trade the top crypto assets' })).toBeVisible();
  const news = page.getByRole('region', { name: 'News' });
  await expect(news.getByRole('link', { name: 'What is a limit order?' })).toBeVisible();
  await news.getByRole('link', { name: 'What is a limit order?' }).click();
  await expect(page.getByRole('main').getByText('buys or sells at your price or better')).toBeVisible();

  await page.goto('/');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toHaveText([
    'English',
    'فارسی',
    'Deutsch',
    'Português',
    'Русский',
    'Español',
    'Français',
    '日本語',
    '한국어',
    'Tiếng Việt',
    'ไทย',
    '繁體中文',
  ]);
  await Promise.all([page.waitForEvent('load'), language.selectOption('de')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
});

test('the host serves its favicon', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});

test('home passes axe (WCAG 2.1 A/AA) in the white and the dark theme', async ({ page }) => {
  // The whole page, header included; the latest trades and home news are waited for so their rows count.
  const homeShown = async () => {
    await expect(page.getByRole('button', { name: 'Trade BTC/USDT' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest buys' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'News' }).getByRole('link').first()).toBeVisible();
  };
  await page.goto('/');
  await homeShown();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await homeShown();
  await expectNoSeriousA11yViolations(page);
});

/** Minutes between a shown HH:mm:ss and now in UTC+8, across midnight. */
function minutesFromShanghaiNow(shown: string): number {
  const [hours = 0, minutes = 0] = shown.split(':').map(Number);
  const now = new Date(Date.now() + 8 * 60 * 60 * 1000);
  const difference = Math.abs(hours * 60 + minutes - (now.getUTCHours() * 60 + now.getUTCMinutes()));
  return Math.min(difference, 24 * 60 - difference);
}

async function firstTime(list: Locator): Promise<string> {
  await expect(list).toContainText(/\d\d:\d\d:\d\d/);
  return ((await list.innerText()).match(/\d\d:\d\d:\d\d/) ?? [''])[0];
}

test.describe('a reader in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('reads trade times in Asia/Shanghai (spec §9) on home and in the deal centre alike', async ({
    page,
  }) => {
    await page.goto('/');
    const homeTime = await firstTime(page.getByRole('region', { name: 'Latest buys' }).locator('tbody'));
    expect(minutesFromShanghaiNow(homeTime)).toBeLessThanOrEqual(2);

    await page.getByRole('button', { name: 'Trade BTC/USDT' }).first().click();
    await expect(page).toHaveURL(/\/dealCenter/);
    const fillTime = await firstTime(page.getByTestId('recent-fills').getByRole('listitem').first());
    expect(minutesFromShanghaiNow(fillTime)).toBeLessThanOrEqual(2);
  });
});
