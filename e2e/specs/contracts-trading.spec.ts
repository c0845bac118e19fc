import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LeverMyTradeResponse, LeverPosition } from '@exchange/protocol';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { dataDir, stackUrls } from '../support/stack-config';
import { BTC_USDT, apiOk, chartControlsInset, registerTrader } from './spot-support';

/**
 * The contracts remote against the real server: fund the contract account, open a 10x long of 2 lots
 * from the panel (confirm with margin and liquidation price, trade password), set both stops, watch
 * profit and risk rate follow the price, close it; a limit order placed and cancelled; the one-click
 * close of the shorts only; a stop-loss fired by a price move (operator route); axe on every route.
 */

const USDT = 1;

// Two shared cores under every engineer's builds: a page with axe and a price move takes a while.
test.describe.configure({ timeout: 180_000 });

async function fundContract(request: APIRequestContext, token: string, amount = '1000') {
  await apiOk(
    request,
    'wallet/change',
    { currency_id: USDT, number: amount, from_field: 'change', to_field: 'lever' },
    token,
  );
}

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

async function positions(request: APIRequestContext, token: string, status = 1) {
  return (await apiOk<LeverMyTradeResponse>(request, 'lever/my_trade', { status }, token)).message.data;
}

async function submit(
  request: APIRequestContext,
  token: string,
  type: 1 | 2,
  extra: Record<string, string | number> = {},
) {
  return apiOk<LeverPosition>(
    request,
    'lever/submit',
    {
      legal_id: BTC_USDT.legalId,
      currency_id: BTC_USDT.currencyId,
      multiple: 10,
      share: 1,
      type,
      status: 1,
      password: '123456',
      ...extra,
    },
    token,
  );
}

/** The whole-dollar part of a price: stops and limits a round sum away stay on the 0.01 tick. */
const dollars = (price: string) => Number(price.split('.')[0]);

async function openContracts(
  page: Page,
  token: string,
  route = '/manger',
  theme: 'white' | 'dark' = 'white',
) {
  await page.goto('/');
  await page.evaluate(
    ([t, th, pair]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('theme', th);
      localStorage.setItem('legal_id', String(pair.legalId));
      localStorage.setItem('currency_id', String(pair.currencyId));
      localStorage.setItem('legal_name', 'USDT');
      localStorage.setItem('currency_name', 'BTC');
    },
    [token, theme, BTC_USDT] as const,
  );
  await page.goto(route);
}

const panel = (page: Page): Locator => page.getByRole('region', { name: 'Open a position' });
const positionsTable = (page: Page): Locator =>
  page.getByRole('table', { name: 'Open positions and pending orders' });

test('funds, opens a 10x long of 2 lots, sets both stops, follows profit and risk, closes', async ({
  page,
  request,
}, testInfo) => {
  const trader = await registerTrader(request);
  await fundContract(request, trader.token);
  await openContracts(page, trader.token);
  await expect(page.getByRole('heading', { name: 'Contract trading BTC/USDT' })).toBeAttached();
  const form = panel(page);
  await expect(form.getByTestId('lever-available')).toHaveText('1000.00000000 USDT');

  await form.getByRole('button', { name: 'Buy long BTC' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select a multiple');
  await form.getByLabel('Multiple').selectOption('10');
  await form.getByLabel('Lots').fill('2.5');
  await expect(form.getByText('Please enter an integer')).toBeVisible();
  await form
    .getByRole('group', { name: 'Preset lot counts' })
    .getByRole('button', { name: '5', exact: true })
    .click();
  await expect(form.getByLabel('Lots')).toHaveValue('5');
  await form.getByLabel('Lots').fill('2');
  await expect(form.getByTestId('lever-margin')).toHaveText(/^\d+\.\d{4} USDT$/);
  await form.getByRole('button', { name: 'Buy long BTC' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm long BTC/USDT' });
  await expect(confirm.getByTestId('confirm-margin')).toHaveText(/^1\d\d\.\d{4} USDT$/);
  await expect(confirm.getByTestId('confirm-liquidation')).toHaveText(/^\d+\.\d{4}$/);
  await confirm.getByLabel('Trade password').fill('123456');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText('Position opened')).toBeVisible();

  const [opened] = await positions(request, trader.token);
  expect(opened).toMatchObject({ share: 2, multiple: 10, type: 1, number: '0.02' });
  const row = positionsTable(page).getByRole('row').filter({ hasText: 'BTC/USDT' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${dollars(opened!.liquidation_price)}.`);
  await expectNoSeriousA11yViolations(page);

  const open = dollars(opened!.update_price);
  await row.getByRole('button', { name: `Set stops of position ${opened!.id} BTC/USDT` }).click();
  const stops = page.getByRole('dialog', { name: 'Stop-profit and stop-loss BTC/USDT' });
  await stops.getByLabel('Stop-profit price', { exact: true }).fill(String(open + 5000));
  await stops.getByLabel('Stop-loss price', { exact: true }).fill(String(open + 10));
  await stops.getByRole('button', { name: 'Save stops' }).click();
  await expect(stops.getByRole('alert')).toHaveText(
    'For a long position the stop-loss must be below the open price',
  );
  await stops.getByLabel('Stop-loss price', { exact: true }).fill(String(open - 5000));
  await stops.getByRole('button', { name: 'Raise Stop-loss price by 0.01' }).click();
  await expect(stops.getByLabel('Stop-loss price', { exact: true })).toHaveValue(`${open - 5000}.01`);
  await stops.getByRole('button', { name: 'Save stops' }).click();
  await expect(page.getByText('Stops saved')).toBeVisible();
  await expect(row).toContainText(`${open + 5000}.0000 / ${open - 5000}.0100`);

  const risk = page.getByTestId('risk-rate');
  await expect(risk).toHaveText(/^\d+\.\d{2}%$/);
  const riskBefore = await risk.textContent();
  await movePrice(request, `${open + 1000}`);
  await expect(risk).not.toHaveText(riskBefore!);
  await expect(page.getByTestId('profits-total')).toHaveText(/^1\d\.\d{4}$|^2\d\.\d{4}$/);

  await row.getByRole('button', { name: `Close position ${opened!.id} BTC/USDT` }).click();
  await expect(page.getByText('Position closed')).toBeVisible();
  await expect(positionsTable(page).getByText('No open positions')).toBeVisible();
  expect(await positions(request, trader.token)).toEqual([]);
  const [closed] = await positions(request, trader.token, 3);
  expect(closed).toMatchObject({ id: opened!.id, close_reason: 'user' });

  // The order list's history tab (lever/dealall): the order with its entry and exit.
  await page.goto('/leverTransactions');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Lever history BTC/USDT' });
  const order = history.getByRole('row').filter({ hasText: 'BTC/USDT' });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('2 / 2');
  await expect(order).toContainText('Closed');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('contracts-history.png'), fullPage: true });
  // The same tab on a phone, dark and in Arabic (right to left): no sideways scroll of the page.
  await page.evaluate(() => {
    localStorage.setItem('locale', 'arabic');
    localStorage.setItem('theme', 'dark');
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/leverTransactions?tab=history');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'سجل الرافعة BTC/USDT' }).getByRole('row')).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('contracts-history-phone-ar-dark.png'), fullPage: true });
});

test('a guest on the contract page is sent to login: the lever order book call answers 999 (spec §6)', async ({
  page,
}) => {
  await page.goto('/manger');
  await expect(page).toHaveURL(/\/components\/login$/);
});

test('places a limit order that waits pending, then cancels it', async ({ page, request }) => {
  const trader = await registerTrader(request);
  await fundContract(request, trader.token);
  await openContracts(page, trader.token);
  const form = panel(page);
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByLabel('Multiple').selectOption('5');
  // The book's last price arrives after the page: read it once it shows a number.
  await expect(page.getByTestId('book-last')).toHaveText(/^\d/);
  const last = await page.getByTestId('book-last').textContent();
  const limit = String(dollars(last!) - 20000);
  await form.getByLabel('Limit price').fill(limit);
  await form.getByLabel('Lots').fill('1');
  await form.getByRole('button', { name: 'Buy long BTC' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm long BTC/USDT' });
  await confirm.getByLabel('Trade password').fill('123456');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText('Limit order placed: it opens when the price is reached')).toBeVisible();
  // Switching the mode back clears the multiple (spec §4).
  await form.getByRole('tab', { name: 'Standard' }).click();
  await expect(form.getByLabel('Multiple')).toHaveValue('');

  const [pending] = await positions(request, trader.token, 0);
  const row = positionsTable(page).getByRole('row').filter({ hasText: 'Pending' });
  await expect(row).toContainText(`${limit}.0000`);
  await row.getByRole('button', { name: `Cancel order ${pending!.id} BTC/USDT` }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(positionsTable(page).getByText('No open positions')).toBeVisible();

  await page.goto('/leverTransactions');
  await page.getByRole('tab', { name: 'Revoked' }).click();
  await expect(page.getByRole('table', { name: 'Revoked' }).getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('one-click close of the shorts only leaves the long open', async ({ page, request }) => {
  const trader = await registerTrader(request);
  await fundContract(request, trader.token);
  const long = await submit(request, trader.token, 1);
  const short = await submit(request, trader.token, 2, { multiple: 20 });
  await openContracts(page, trader.token, '/leverList');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract positions' })).toBeVisible();
  const table = positionsTable(page);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('risk-rate')).toHaveText(/^\d+\.\d{2}%$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Close shorts only' }).click();
  const dialog = page.getByRole('dialog', { name: 'One-click close' });
  await expect(dialog).toContainText('Close all your short (sell) positions at the market price?');
  await dialog.getByRole('button', { name: 'Close positions' }).click();
  await expect(page.getByText('Positions closed: 1')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('button', { name: `Close position ${long.id} BTC/USDT` })).toBeVisible();
  const closed = await positions(request, trader.token, 3);
  expect(closed.map((row) => [row.id, row.close_reason])).toEqual([[short.id, 'batch']]);
});

test('a stop-loss fires when the price crosses it, and the row leaves the open list', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await fundContract(request, trader.token);
  const long = await submit(request, trader.token, 1);
  const stopLoss = dollars(long.update_price) - 300;
  await apiOk(
    request,
    'lever/setstop',
    { id: long.id, target_profit_price: 0, stop_loss_price: stopLoss },
    trader.token,
  );
  await openContracts(page, trader.token);
  const button = positionsTable(page).getByRole('button', { name: `Close position ${long.id} BTC/USDT` });
  await expect(button).toBeVisible();

  await movePrice(request, String(stopLoss - 200));
  await expect(button).toBeHidden();
  await expect(positionsTable(page).getByText('No open positions')).toBeVisible();
  const [closed] = await positions(request, trader.token, 3);
  expect(closed).toMatchObject({ id: long.id, close_reason: 'stop_loss' });

  await page.goto('/leverTransactions');
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByRole('table', { name: 'Closed' })).toContainText('Closed');
});

test('the lever record lists the contract account moves with a back link; axe on it', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await fundContract(request, trader.token, '25');
  await openContracts(page, trader.token, `/leverRecord?id=${USDT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contract account log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contract account log' })).toContainText('25');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the contract account' }).click();
  await expect(page).toHaveURL(/\/new_account\/lever$/);
});

test('the contract page fits a phone, reads right to left in Arabic and passes axe in the dark theme', async ({
  page,
  request,
}, testInfo) => {
  const trader = await registerTrader(request);
  await fundContract(request, trader.token);
  await submit(request, trader.token, 1);
  await openContracts(page, trader.token, '/manger', 'dark');
  await expect(positionsTable(page).getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('contracts-dark.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(positionsTable(page).getByRole('row')).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The position's actions are on screen, not behind a sideways scroll of the table.
  const actions = positionsTable(page).getByRole('button');
  await expect(actions.first()).toBeVisible();
  for (const action of await actions.all()) {
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: testInfo.outputPath('contracts-phone.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'فتح مركز' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('contracts-arabic.png'), fullPage: true });
});

test('on a desktop the book titles read on one line, the chart writes prices in full, its controls in line', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openContracts(page, trader.token, '/manger', 'dark');
  const book = page.getByRole('region', { name: 'Order book' });
  await expect(book.getByTestId('book-bids').getByRole('button').first()).toBeVisible();
  // Each column title (Price (USDT), Amount (BTC), Total (BTC)) is one line of text: at 1,366 px
  // "Amount (BTC)" broke over two in a column narrower than spot's.
  const linesPerTitle = await book.locator('[aria-hidden="true"] > span').evaluateAll((titles) =>
    titles.map((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      return range.getClientRects().length;
    }),
  );
  expect(linesPerTitle).toEqual([1, 1, 1]);
  // BTC near 65,000 with ticks 1,000 apart: Highcharts' own labels read 64k, 65k.
  const priceLabels = page.locator('.highcharts-yaxis-labels').first().locator('text');
  await expect(priceLabels.first()).toBeVisible();
  const texts = await priceLabels.allTextContents();
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  // The chart's tabs and tool buttons sit in line with the pair's title, not on the panel's edge.
  expect(await chartControlsInset(page)).toEqual({ tabs: 8, tools: 8 });
});
