import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readLatestCode } from '../support/outbox';
import { stackUrls } from '../support/stack-config';

/** Helpers of the spot specs: API calls for setting users up and reading state, deal-centre locators. */

export interface Envelope<T = unknown> {
  type: string | number;
  message: T;
}

export interface SpotOrderView {
  id: number;
  symbol: string;
  type: 1 | 2;
  status: 1 | 2 | 3;
  trade_amount: string;
  target_price: string;
  trade_price: string;
  deal_amount: string;
  kind: 'market' | 'limit';
}

export interface PairIds {
  symbol: string;
  legalId: number;
  currencyId: number;
}

/** Seeded pairs (server migration 002). */
export const ETH_USDT: PairIds = { symbol: 'ETH/USDT', legalId: 1, currencyId: 3 };
export const BTC_USDT: PairIds = { symbol: 'BTC/USDT', legalId: 1, currencyId: 2 };
export const SOL_USDT: PairIds = { symbol: 'SOL/USDT', legalId: 1, currencyId: 5 };

export async function api<T>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string | number> = {},
  token?: string,
): Promise<Envelope<T>> {
  const response = await request.post(`${stackUrls.host}/api/${path}`, {
    form,
    headers: token ? { Authorization: token } : {},
  });
  return (await response.json()) as Envelope<T>;
}

export async function apiOk<T>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string | number> = {},
  token?: string,
): Promise<T> {
  const body = await api<T>(request, path, form, token);
  if (body.type !== 'ok') throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.message;
}

export async function loginToken(request: APIRequestContext, email: string, password: string) {
  return apiOk<string>(request, 'user/login', { user_string: email, password });
}

/** A new e-mail user with demo funds (embedded database), by default with a bound trade password. */
export async function registerTrader(
  request: APIRequestContext,
  { password = 'secret123', tradePassword = true } = {},
): Promise<{ email: string; token: string }> {
  const email = `spot${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const conf = (
    (await (await request.get(`${stackUrls.host}/api/reg/conf`)).json()) as Envelope<{ isEmailVer: boolean }>
  ).message;
  let code = '000000';
  if (conf.isEmailVer) {
    await apiOk(request, 'sms_mail', { user_string: email, scene: 'register' });
    code = await readLatestCode(email);
  }
  await apiOk(request, 'user/register', {
    type: 'email',
    user_string: email,
    code,
    password,
    re_password: password,
  });
  const token = await loginToken(request, email, password);
  if (tradePassword)
    await apiOk(request, 'safe/trade_password', { password: '123456', re_password: '123456' }, token);
  return { email, token };
}

/** Stores the token the way the host does and opens the deal centre (optionally in the dark theme). */
export async function openDealCenter(page: Page, token: string | null, theme: 'white' | 'dark' = 'white') {
  await page.goto('/');
  await page.evaluate(
    ([t, th]) => {
      if (t) localStorage.setItem('token', t);
      localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  await page.goto('/dealCenter');
  await expect(spotPanel(page)).toBeVisible();
}

export const spotPanel = (page: Page): Locator => page.getByRole('region', { name: 'Spot order' });
export const ordersPanel = (page: Page): Locator => page.getByRole('region', { name: 'Open orders' });
export const pairList = (page: Page): Locator => page.getByRole('complementary', { name: 'Markets' });
export const availableBalance = (page: Page): Locator => page.getByTestId('spot-available');

/** Chooses a pair through the pair list's search box. */
export async function choosePair(page: Page, symbol: string) {
  const list = pairList(page);
  const base = symbol.split('/')[0] ?? symbol;
  await list.getByRole('searchbox', { name: 'Search coin' }).fill(base);
  await list.getByRole('button', { name: new RegExp(`^${symbol.replace('/', '\\/')}`) }).click();
  await expect(spotPanel(page).getByRole('button', { name: `Buy ${base}` })).toBeVisible();
}

/** The available balance shown by the panel, as a decimal string without grouping or the coin. */
export async function readAvailable(page: Page): Promise<string> {
  const text = (await availableBalance(page).textContent()) ?? '';
  return text.replace(/[^0-9.]/g, '');
}

/** Compares two non-negative decimal strings without floats (scaled to 18 decimals as BigInt). */
export function decimalCompare(a: string, b: string): number {
  const scale = (v: string) => {
    const [int, frac = ''] = v.split('.');
    return BigInt(int || '0') * 10n ** 18n + BigInt((frac + '0'.repeat(18)).slice(0, 18));
  };
  const d = scale(a) - scale(b);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

export async function openOrders(request: APIRequestContext, token: string, pair?: PairIds) {
  const filter: Record<string, number> = pair ? { legal_id: pair.legalId, currency_id: pair.currencyId } : {};
  const page = await apiOk<{ list: SpotOrderView[] }>(request, 'transaction_all', filter, token);
  return page.list;
}

export async function bestPrices(request: APIRequestContext, pair: PairIds) {
  const deal = await apiOk<{ in: { price: string }[]; out: { price: string }[] }>(
    request,
    'transaction/deal',
    {
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
    },
  );
  const bid = deal.in[0]?.price;
  const ask = deal.out[0]?.price;
  if (!bid || !ask) throw new Error(`no book on ${pair.symbol}`);
  return { bid, ask };
}

/** The pair's last price as a percentage of itself, 2 decimals (every seeded pair's price step allows it). */
export async function priceAt(
  request: APIRequestContext,
  percent: number,
  pair: PairIds = ETH_USDT,
): Promise<string> {
  const deal = await apiOk<{ last_price: string }>(request, 'transaction/deal', {
    legal_id: pair.legalId,
    currency_id: pair.currencyId,
  });
  const [int = '0', frac = ''] = deal.last_price.split('.');
  const cents = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
  expect(cents).toBeGreaterThan(0n);
  const scaled = (cents * BigInt(percent)) / 100n;
  return `${scaled / 100n}.${(scaled % 100n).toString().padStart(2, '0')}`;
}

/**
 * How far the chart's first resolution tab and first tool button sit from the edge of the chart's
 * panel (the page grid's cell), in px: the panel's title sits 8 px in, and they should line up with it.
 */
export async function chartControlsInset(page: Page): Promise<{ tabs: number; tools: number }> {
  const tools = page.getByRole('button', { name: 'Indicators' });
  await expect(tools).toBeVisible();
  return tools.evaluate((button) => {
    let cell = button.parentElement!;
    while (cell.parentElement && getComputedStyle(cell.parentElement).display !== 'grid')
      cell = cell.parentElement;
    const edge = cell.getBoundingClientRect().left;
    const tab = cell.querySelector('[role="tab"]')!;
    return {
      tabs: tab.getBoundingClientRect().left - edge,
      tools: button.getBoundingClientRect().left - edge,
    };
  });
}
