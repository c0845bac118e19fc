import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PriceAlert } from '@exchange/protocol';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { dataDir, stackUrls } from '../support/stack-config';
import { BTC_USDT, apiOk, openDealCenter, registerTrader } from './spot-support';

/**
 * Price alerts (issue 26 item 4) against the real server: an alert set on the deal centre fires when
 * the operator moves the price past it (a toast on the open page, the row turns fired), the account's
 * price alerts page lists it and cancels another; axe on both, both themes, a phone and Arabic.
 */

// Two shared cores under every engineer's builds: a page with axe and a price move takes a while.
test.describe.configure({ timeout: 180_000 });

/** Moves BTC/USDT's market price through the server's operator route (server/README). */
async function movePrice(request: APIRequestContext, price: string) {
  const secret = fs.readFileSync(path.join(dataDir, 'operator.token'), 'utf8').trim();
  const response = await request.post(`${stackUrls.server}/operator/price`, {
    headers: { 'x-operator-token': secret },
    data: { pair: BTC_USDT.symbol, price },
  });
  const body = (await response.json()) as { type: string };
  expect(body.type, JSON.stringify(body)).toBe('ok');
}

const addAlert = (request: APIRequestContext, token: string, direction: string, price: string) =>
  apiOk<PriceAlert>(
    request,
    'alerts/add',
    { legal_id: BTC_USDT.legalId, currency_id: BTC_USDT.currencyId, direction, price },
    token,
  );

const alertsRegion = (page: Page): Locator => page.getByRole('region', { name: 'Price alerts' });
const alertRow = (scope: Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

async function openAs(page: Page, token: string, to: string, theme: 'white' | 'dark' = 'white') {
  await page.goto('/');
  await page.evaluate(
    ([t, th]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  await page.goto(to);
}

test('an alert set on the deal centre fires on a price move: toast, fired row; the account page lists and cancels', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request, { tradePassword: false });
  await movePrice(request, '65000');
  await openDealCenter(page, trader.token);
  const region = alertsRegion(page);
  await region.getByRole('tab', { name: 'Above' }).click();
  await region.getByLabel('Alert price').fill('68000');
  await region.getByRole('button', { name: 'Set alert' }).click();
  await expect(region.getByRole('status')).toHaveText('Alert set');
  await expect(alertRow(region, 'Above 68000')).toContainText('Active');
  const other = await addAlert(request, trader.token, 'below', '50000');
  await expectNoSeriousA11yViolations(page);

  await movePrice(request, '69000');
  await expect(page.getByRole('status').filter({ hasText: /BTC\/USDT reached \d+/ })).toBeVisible();
  await expect(alertRow(region, 'Above 68000')).toContainText('Fired');

  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: 'Price alerts' }).click();
  await expect(page).toHaveURL(/\/account\/priceAlerts$/);
  const table = page.getByRole('table', { name: 'Price alerts' });
  await expect(alertRow(table, 'Above 68000')).toContainText('Fired');
  await expect(alertRow(table, 'Below 50000')).toContainText('Active');
  await table.getByRole('button', { name: 'Cancel alert BTC/USDT Below 50000' }).click();
  await expect(alertRow(table, 'Below 50000')).toContainText('Cancelled');
  const stored = await apiOk<{ list: PriceAlert[] }>(request, 'alerts/list', {}, trader.token);
  expect(stored.list.find((a) => a.id === other.id)?.state).toBe('cancelled');
  expect(stored.list.filter((a) => a.state === 'fired')).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});

test('the alerts read well in the dark theme, on a phone and right to left in Arabic', async ({
  page,
  request,
}, testInfo) => {
  const trader = await registerTrader(request, { tradePassword: false });
  await movePrice(request, '65000');
  await addAlert(request, trader.token, 'above', '90000');
  await addAlert(request, trader.token, 'below', '40000.5');
  await openAs(page, trader.token, '/account/priceAlerts', 'dark');
  const table = page.getByRole('table', { name: 'Price alerts' });
  await expect(alertRow(table, 'Below 40000.5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('alerts-account-dark.png'), fullPage: true });

  await openDealCenter(page, trader.token, 'dark');
  await expect(alertRow(alertsRegion(page), 'Above 90000')).toBeVisible();
  await alertsRegion(page).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await alertsRegion(page).screenshot({ path: testInfo.outputPath('alerts-deal-dark.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/priceAlerts');
  await expect(alertRow(table, 'Above 90000')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Each waiting alert's cancel button is on screen, not behind a sideways scroll of the table.
  const cancel = alertRow(table, 'Above 90000').getByRole('button');
  const box = (await cancel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('alerts-account-phone.png'), fullPage: true });
  await page.goto('/dealCenter');
  await expect(alertRow(alertsRegion(page), 'Above 90000')).toBeVisible();
  await alertsRegion(page).screenshot({ path: testInfo.outputPath('alerts-deal-phone.png') });

  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.goto('/account/priceAlerts');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تنبيهات الأسعار' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('alerts-account-arabic.png'), fullPage: true });
  await page.goto('/dealCenter');
  await expect(page.getByRole('region', { name: 'تنبيهات الأسعار' })).toBeVisible();
  await page.getByRole('region', { name: 'تنبيهات الأسعار' }).screenshot({
    path: testInfo.outputPath('alerts-deal-arabic.png'),
  });
});
