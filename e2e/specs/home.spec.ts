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

test('home passes axe (WCAG 2.1 A/AA) in the white and the dark theme', async ({ page }) => {
  // The shared header belongs to the shell's specs; the latest trades are waited for so their rows count.
  const homeShown = async () => {
    await expect(page.getByRole('button', { name: 'Trade BTC/USDT' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest buys' }).locator('tbody tr').first()).toBeVisible();
  };
  await page.goto('/');
  await homeShown();
  await expectNoSeriousA11yViolations(page, ['header']);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await homeShown();
  await expectNoSeriousA11yViolations(page, ['header']);
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
