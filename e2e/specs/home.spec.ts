import { expect, test } from '@playwright/test';

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
