import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoUser } from '../support/session';
import {
  BTC_USDT,
  ETH_USDT,
  apiOk,
  choosePair,
  decimalCompare,
  loginToken,
  openDealCenter,
  openOrders,
  ordersPanel,
  readAvailable,
  registerTrader,
  spotPanel,
  type SpotOrderView,
} from './spot-support';

async function traderPage(browser: Browser, token: string, symbol: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDealCenter(page, token);
  await choosePair(page, symbol);
  await expect(page.getByTestId('spot-available')).toHaveText(/\d/);
  return page;
}

async function chooseTab(page: Page, list: string, tab: string) {
  await spotPanel(page).getByRole('tablist', { name: list }).getByRole('tab', { name: tab }).click();
}

test('a double click on buy places one order', async ({ browser, request }) => {
  const { token } = await registerTrader(request);
  const page = await traderPage(browser, token, BTC_USDT.symbol);
  const panel = spotPanel(page);
  // Far below the market: the order rests and stays open.
  await panel.getByLabel('Buy price').fill('20000');
  await panel.getByLabel('Amount (BTC)').fill('0.01');
  await panel.getByRole('button', { name: 'Buy BTC' }).dblclick();

  await expect(panel.getByText('Order placed')).toBeVisible();
  const rows = ordersPanel(page).getByRole('row').filter({ hasText: 'BTC/USDT' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('20000.0000');
  // The server holds exactly one, and still one after any late duplicate would have landed.
  await expect.poll(async () => (await openOrders(request, token)).length).toBe(1);
  await page.reload();
  await expect(ordersPanel(page).getByRole('row').filter({ hasText: 'BTC/USDT' })).toHaveCount(1);

  // The coinOrder page lists it too, under All and Buy but not Sell, and cancels it.
  await page.goto('/coinOrder');
  await expect(page.getByRole('heading', { name: 'Spot orders' })).toBeVisible();
  const orders = ordersPanel(page);
  const sides = orders.getByRole('tablist', { name: 'Order side' });
  const row = orders.getByRole('row').filter({ hasText: 'BTC/USDT' });
  await expect(row).toHaveCount(1);
  await sides.getByRole('tab', { name: 'Sell' }).click();
  await expect(row).toHaveCount(0);
  await sides.getByRole('tab', { name: 'Buy' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Cancel \d+$/ }).click();
  await expect(orders.getByText('Order cancelled')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.context().close();
});

test('a user without a trade password is told to set one and led to /bindmpwd', async ({
  browser,
  request,
}) => {
  const { token } = await registerTrader(request, { tradePassword: false });
  const page = await traderPage(browser, token, BTC_USDT.symbol);
  const panel = spotPanel(page);
  await panel.getByLabel('Buy price').fill('20000');
  await panel.getByLabel('Amount (BTC)').fill('0.01');
  await panel.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(panel.getByText('Please set a trade password before trading')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Trade password' });
  await expect(dialog).toContainText('You have not set a trade password yet');
  await dialog.getByRole('button', { name: 'Set trade password' }).click();
  await expect(page).toHaveURL(/\/bindmpwd$/);
  expect(await openOrders(request, token)).toEqual([]);
  await page.context().close();
});

test('cancelling an open order removes it and unlocks its funds', async ({ browser, request }) => {
  const { token } = await registerTrader(request);
  const page = await traderPage(browser, token, ETH_USDT.symbol);
  const panel = spotPanel(page);
  const before = await readAvailable(page);

  await panel.getByLabel('Buy price').fill('1000');
  await panel.getByLabel('Amount (ETH)').fill('2');
  await expect(page.getByTestId('spot-total')).toHaveText('2000.0000');
  await panel.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(panel.getByText('Order placed')).toBeVisible();
  // 2,000 USDT are locked by the resting buy.
  await expect.poll(() => readAvailable(page)).toBe(subtract(before, '2000'));

  const orders = ordersPanel(page);
  const row = orders.getByRole('row').filter({ hasText: 'ETH/USDT' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Cancel \d+$/ }).click();
  await expect(orders.getByText('Order cancelled')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => readAvailable(page)).toBe(before);
  expect(await openOrders(request, token)).toEqual([]);
  await page.context().close();
});

/** a - b for decimal strings with up to 8 decimals (the panel's wallet precision), no floats. */
function subtract(a: string, b: string): string {
  const scale = (v: string) => {
    const [int, frac = ''] = v.split('.');
    return BigInt(int || '0') * 10n ** 8n + BigInt((frac + '00000000').slice(0, 8));
  };
  const d = scale(a) - scale(b);
  const int = d / 10n ** 8n;
  const frac = (d % 10n ** 8n).toString().padStart(8, '0');
  return `${int}.${frac}`;
}

/** Decimal string -> integer units of 10^-8 (ETH prices and amounts fit), and back. */
const toUnits = (v: string): bigint => {
  const [int, frac = ''] = v.split('.');
  return BigInt(int || '0') * 10n ** 8n + BigInt((frac + '00000000').slice(0, 8));
};
const fromUnits = (u: bigint, decimals: number): string => {
  const int = u / 10n ** 8n;
  const frac = (u % 10n ** 8n).toString().padStart(8, '0').slice(0, decimals);
  return decimals > 0 ? `${int}.${frac}` : `${int}`;
};

async function newestOrder(request: APIRequestContext, token: string): Promise<SpotOrderView> {
  const page = await apiOk<{ list: SpotOrderView[] }>(request, 'coin/list', {}, token);
  const order = page.list[0];
  if (!order) throw new Error('no order');
  return order;
}

test('two users trade with each other: a fixed-price sell, a market buy, both see the fill', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const sellerToken = await loginToken(request, demoUser.email, demoUser.password);
  const buyer = await registerTrader(request);
  const seller = await traderPage(browser, sellerToken, ETH_USDT.symbol);
  const buyerPage = await traderPage(browser, buyer.token, ETH_USDT.symbol);
  const sellerPanel = spotPanel(seller);
  const buyerPanel = spotPanel(buyerPage);
  const sellerUsdtBefore = await readAvailable(seller);
  const buyerUsdtBefore = await readAvailable(buyerPage);

  /*
   * The market makers quote 20 levels a side a few ticks around a slowly moving fair price and trade
   * small amounts (at most about 1,050 USDT, a fraction of one level) at the best price. A sell 0.1 %
   * above their best ask is out of reach of both their trades and their bids for far longer than this
   * test, so only a buy that sweeps the levels below it can fill it: the buyer's market buy is sized
   * to do that (the asks below the seller's price now, the sell itself, and 3 ETH of room for the
   * quotes to change in between).
   */
  const asks = async () =>
    (
      await apiOk<{ out: { price: string; number: string }[] }>(request, 'transaction/deal', {
        legal_id: ETH_USDT.legalId,
        currency_id: ETH_USDT.currencyId,
      })
    ).out;
  const bestAsk = toUnits((await asks())[0]?.price ?? '0');
  expect(bestAsk).toBeGreaterThan(0n);
  const sellPrice = fromUnits(bestAsk + (bestAsk / 1000n / 10n ** 6n) * 10n ** 6n, 2);
  const sellAmount = '0.5';
  const shownPrice = fromUnits(toUnits(sellPrice), 4);

  await chooseTab(seller, 'Side', 'Sell');
  await expect(seller.getByTestId('spot-available')).toContainText('ETH');
  const sellerEthBefore = await readAvailable(seller);
  await sellerPanel.getByLabel('Sell price').fill(sellPrice);
  await sellerPanel.getByLabel('Amount (ETH)').fill(sellAmount);
  await sellerPanel.getByRole('button', { name: 'Sell ETH' }).click();
  await expect(sellerPanel.getByText('Order placed')).toBeVisible();
  await expect.poll(() => readAvailable(seller)).toBe(subtract(sellerEthBefore, sellAmount));
  const sellRow = ordersPanel(seller).getByRole('row').filter({ hasText: shownPrice });
  await expect(sellRow).toContainText('Open');

  await chooseTab(buyerPage, 'Order type', 'Market price');
  // At market the price field is read-only and shows the live price.
  await expect(buyerPanel.getByLabel('Buy price')).toHaveAttribute('readonly');
  await expect(buyerPanel.getByLabel('Buy price')).toHaveValue(/^\d+\.\d{4}$/);
  // Sized from the book as it is now, just before the buy: the quotes drift while the sell is placed
  // (on a slow machine by more than the room, which left the sell part filled).
  const below = (await asks()).filter((level) => toUnits(level.price) < toUnits(sellPrice));
  const belowAmount = below.reduce((sum, level) => sum + toUnits(level.number), 0n);
  const buyAmount = fromUnits(belowAmount + toUnits(sellAmount) + toUnits('3'), 3);
  await buyerPanel.getByLabel('Amount (ETH)').fill(buyAmount);
  await buyerPanel.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(buyerPanel.getByText('Order placed')).toBeVisible();

  // The server: the buy is filled in full and the seller's order with it.
  const buy = await newestOrder(request, buyer.token);
  expect(buy).toMatchObject({ kind: 'market', type: 1, status: 2 });
  expect(decimalCompare(buy.deal_amount, buyAmount)).toBe(0);
  await expect
    .poll(async () => {
      const sell = await newestOrder(request, sellerToken);
      return `${sell.status} ${fromUnits(toUnits(sell.deal_amount), 4)}`;
    })
    .toBe('2 0.5000');

  // Both see the print at the seller's price among the recent fills (the taker bought).
  for (const page of [buyerPage, seller])
    await expect(page.getByTestId('recent-fills').getByLabel(`Buy ${shownPrice}`).first()).toBeVisible();

  // The seller: the sell left the open orders (pushed, no reload) and is in the history, completed;
  // the USDT came in.
  await expect(sellRow).toHaveCount(0);
  const sellerOrders = ordersPanel(seller);
  await sellerOrders.getByRole('tab', { name: 'Order history' }).click();
  const doneSell = sellerOrders.getByRole('row').filter({ hasText: shownPrice });
  await expect(doneSell).toContainText('Sell');
  await expect(doneSell).toContainText('Completed');
  await chooseTab(seller, 'Side', 'Buy');
  await expect.poll(async () => decimalCompare(await readAvailable(seller), sellerUsdtBefore)).toBe(1);

  // The buyer: the market buy is in the history, completed; USDT went down, ETH up.
  const buyerOrders = ordersPanel(buyerPage);
  await buyerOrders.getByRole('tab', { name: 'Order history' }).click();
  const doneBuy = buyerOrders.getByRole('row').filter({ hasText: 'ETH/USDT' }).first();
  await expect(doneBuy).toContainText('Market');
  await expect(doneBuy).toContainText('Completed');
  await expect.poll(async () => decimalCompare(await readAvailable(buyerPage), buyerUsdtBefore)).toBe(-1);
  await chooseTab(buyerPage, 'Side', 'Sell');
  await expect.poll(async () => decimalCompare(await readAvailable(buyerPage), '10')).toBe(1);

  await seller.context().close();
  await buyerPage.context().close();
});

test('a market sell fills against the book: history, coin and USDT balances change', async ({
  browser,
  request,
}) => {
  const { token } = await registerTrader(request);
  const page = await traderPage(browser, token, ETH_USDT.symbol);
  const panel = spotPanel(page);
  const usdtBefore = await readAvailable(page);
  await chooseTab(page, 'Order type', 'Market price');
  await chooseTab(page, 'Side', 'Sell');
  await expect(page.getByTestId('spot-available')).toHaveText('10.00000000 ETH');
  await panel.getByLabel('Amount (ETH)').fill('0.5');
  await panel.getByRole('button', { name: 'Sell ETH' }).click();
  await expect(panel.getByText('Order placed')).toBeVisible();
  await expect(page.getByTestId('spot-available')).toHaveText('9.50000000 ETH');

  const orders = ordersPanel(page);
  await orders.getByRole('tab', { name: 'Order history' }).click();
  const row = orders.getByRole('row').filter({ hasText: 'ETH/USDT' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sell');
  await expect(row).toContainText('Completed');
  await chooseTab(page, 'Side', 'Buy');
  await expect.poll(async () => decimalCompare(await readAvailable(page), usdtBefore)).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/spot-e2e-390-history.png' });
  await page.context().close();
});
