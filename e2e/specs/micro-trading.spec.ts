import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { MicroCurrency, MicroOrder, MicroOrderPage, MicroSecondsOption } from '@exchange/protocol';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiOk, registerTrader } from './spot-support';

/**
 * Seconds trading against the real server (issue 11): a trader funds the micro account through the
 * wallets remote, places an up order of the shortest duration on BTC/USDT, watches it count down,
 * sees it settle with its end price and profit (the running row, then the closed list), and the
 * micro balance changes by exactly that profit. Settlement runs on the server's real clock: the test
 * waits the order's seconds. Axe on both micro routes; screenshots of both themes, Arabic and a phone.
 */

const SECONDS_PAGE = '/leverdealCenter?legalId=1&currencyId=2';

async function openAs(page: Page, token: string, route: string, storage: Record<string, string> = {}) {
  await page.goto('/');
  await page.evaluate(
    ([t, extra]) => {
      localStorage.setItem('token', t);
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    [token, storage] as const,
  );
  await page.goto(route);
}

async function microUsdt(request: APIRequestContext, token: string): Promise<string> {
  const currencies = await apiOk<MicroCurrency[]>(request, 'microtrade/payable_currencies', {}, token);
  return currencies.find((currency) => currency.name === 'USDT')!.user_wallet.micro_balance;
}

/** Decimal strings as integers of 1e-18, so the balance check is exact without a float. */
function units(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const scaled = BigInt(whole || '0') * 10n ** 18n + BigInt((fraction + '0'.repeat(18)).slice(0, 18));
  return negative ? -scaled : scaled;
}

/** The wallet screens' 8-decimal figure of a decimal string (rounded down, as they show it). */
function shown8(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${(fraction + '00000000').slice(0, 8)}`;
}

/** The lists' 4-decimal signed profit ("+7.9000", "-10.1000"). */
function profit4(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const text = `${whole}.${(fraction + '0000').slice(0, 4)}`;
  return negative ? `-${text}` : /[1-9]/.test(text) ? `+${text}` : text;
}

const runningTable = (page: Page): Locator => page.getByRole('table', { name: 'Running' });
const closedTable = (page: Page): Locator => page.getByRole('table', { name: 'Closed' });

async function fundMicroAccount(page: Page, amount: string) {
  await page.getByRole('link', { name: 'Transfer to the seconds account' }).click();
  await expect(page).toHaveURL(/\/microAccount\?currency_id=1$/);
  const balances = page.getByRole('table', { name: 'Balances of the Seconds account' });
  const usdt = balances
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'USDT', exact: true }) });
  await usdt.getByRole('button', { name: 'Transfer in USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer USDT into the Seconds account' });
  await dialog.getByLabel(/Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(usdt.getByRole('cell').nth(1)).toHaveText(shown8(amount));
}

test('funds the micro account, places an up order, watches it count down, settle and pay exactly its profit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const trader = await registerTrader(request);
  const options = await apiOk<MicroSecondsOption[]>(request, 'microtrade/seconds');
  const shortest = options.reduce((a, b) => (b.seconds < a.seconds ? b : a));

  await openAs(page, trader.token, SECONDS_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Seconds trading · BTC/USDT' })).toBeVisible();
  const strip = page.getByRole('navigation', { name: 'Seconds trading pairs' });
  await expect(strip.getByRole('link', { name: /^BTC\/USDT/ })).toHaveAttribute('aria-current', 'page');
  await expect(strip.getByRole('link', { name: /^XRP\/USDT/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /BTC\/USDT price chart/ })).toBeVisible();
  await expect(page.getByTestId('micro-balance')).toHaveText('0.00000000 USDT');

  await fundMicroAccount(page, '100');
  await page.goto(SECONDS_PAGE);
  const panel = page.getByRole('region', { name: 'Place an order' });
  await expect(page.getByTestId('micro-balance')).toHaveText('100.00000000 USDT');
  const before = await microUsdt(request, trader.token);
  expect(before).toMatch(/^100(\.0+)?$/);

  await panel.getByRole('button', { name: 'Up' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please choose an amount');
  await panel.getByRole('radio', { name: '10', exact: true }).check();
  await panel.getByRole('radio', { name: new RegExp(`^${shortest.seconds} s Profit`) }).check();
  await panel.getByRole('button', { name: 'Up' }).dblclick();
  await expect(panel.getByText('Order placed')).toBeVisible();

  const running = await apiOk<MicroOrderPage>(request, 'microtrade/lists', { status: 1 }, trader.token);
  expect(running.list).toHaveLength(1); // the double click placed one order
  const order = running.list[0]!;
  expect(order).toMatchObject({ symbol_name: 'BTC/USDT', type: 1, number: '10', seconds: shortest.seconds });

  const row = runningTable(page).getByRole('row').nth(1);
  await expect(row).toContainText('BTC/USDT');
  await expect(row).toContainText('Up');
  const timer = row.getByRole('timer');
  await expect(timer).toHaveText(/^\d+\.\d s$/);
  const first = Number.parseFloat((await timer.textContent()) ?? '');
  await page.waitForTimeout(1200);
  const second = Number.parseFloat((await timer.textContent()) ?? '');
  expect(second).toBeLessThan(first);
  expect(first).toBeLessThanOrEqual(shortest.seconds);
  await page.screenshot({ path: '/tmp/micro-ui-running.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The order settles at its expiry: the row shows the outcome, then leaves the running list.
  const flash = page.getByText(/^BTC\/USDT Up (won|lost|was a draw)/);
  await expect(flash).toBeVisible({ timeout: (shortest.seconds + 15) * 1000 });
  await expect(runningTable(page).getByText('No running orders')).toBeVisible();
  await page.screenshot({ path: '/tmp/micro-ui-settled.png', fullPage: true });

  const closed = await apiOk<MicroOrderPage>(request, 'microtrade/lists', { status: 3 }, trader.token);
  const settled: MicroOrder = closed.list.find((entry) => entry.id === order.id)!;
  expect(settled.status).toBe(3);
  await page.getByRole('tab', { name: 'Closed' }).click();
  const closedRow = closedTable(page).getByRole('row').nth(1);
  await expect(closedRow).toContainText(profit4(settled.fact_profits));
  await expect(closedRow).toContainText(settled.end_price.split('.')[0]!);

  const after = await microUsdt(request, trader.token);
  expect(units(after) - units(before)).toBe(units(settled.fact_profits));
  await expect(page.getByTestId('micro-balance')).toHaveText(`${shown8(after)} USDT`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/secondsOrder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seconds orders' })).toBeVisible();
  await expect(runningTable(page).getByText('No running orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(closedTable(page).getByRole('row').nth(1)).toContainText(profit4(settled.fact_profits));
  await expect(page.getByText('No more')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the Seconds page in the dark theme: a pair from the strip reloads the page on it', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await openAs(page, trader.token, SECONDS_PAGE, { theme: 'dark' });
  await expect(page.getByRole('img', { name: /BTC\/USDT price chart/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Place an order' }).getByRole('radio').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/micro-ui-dark.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  const strip = page.getByRole('navigation', { name: 'Seconds trading pairs' });
  await strip.getByRole('link', { name: /^ETH\/USDT/ }).click();
  await expect(page).toHaveURL(/currencyId=3/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seconds trading · ETH/USDT' })).toBeVisible();
  await expect(page.getByRole('img', { name: /ETH\/USDT price chart/ })).toBeVisible();
});

test('the Seconds page in Arabic, right to left', async ({ page, request }) => {
  const trader = await registerTrader(request);
  await openAs(page, trader.token, SECONDS_PAGE, { locale: 'arabic' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'صعود' })).toBeVisible();
  await expect(page.getByRole('img', { name: /BTC\/USDT/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/micro-ui-arabic.png', fullPage: true });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Seconds page and the history fit the screen', async ({ page, request }) => {
    const trader = await registerTrader(request);
    await openAs(page, trader.token, SECONDS_PAGE);
    await expect(page.getByRole('button', { name: 'Up' })).toBeVisible();
    await expect(page.getByRole('img', { name: /BTC\/USDT price chart/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/micro-ui-phone.png', fullPage: true });
    await page.goto('/secondsOrder');
    await expect(page.getByRole('heading', { level: 1, name: 'Seconds orders' })).toBeVisible();
    await expect(page.getByText('No running orders')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/micro-ui-phone-history.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
