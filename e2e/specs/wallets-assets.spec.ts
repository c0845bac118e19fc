import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { WalletListResponse } from '@exchange/protocol';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoUser } from '../support/session';
import { dataDir, stackUrls } from '../support/stack-config';
import { apiOk, loginToken, registerTrader } from './spot-support';

/**
 * The asset screens of the wallets remote against the real server: balances with their dollar
 * values, deposit networks and QR, a simulated deposit arriving live, withdrawal rules and frozen
 * funds, contract transfers with "all", the fiat and micro accounts; axe on each screen.
 */

const VALID_ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

async function openAssets(page: Page, token: string, route = '/dealFinance') {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(route);
}

const balances = (page: Page, account: string): Locator =>
  page.getByRole('table', { name: `Balances of the ${account}` });
const rowOf = (table: Locator, currency: string): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: currency, exact: true }) });
/** Available, frozen, value: the cells after the name. */
const cell = (row: Locator, column: 1 | 2 | 3) => row.getByRole('cell').nth(column);

/** Credits a simulated deposit to `email` through the server's operator route (server/README). */
async function operatorDeposit(request: APIRequestContext, email: string, amount: string, currency = 'USDT') {
  const secret = fs.readFileSync(path.join(dataDir, 'operator.token'), 'utf8').trim();
  const response = await request.post(`${stackUrls.server}/operator/wallet`, {
    headers: { 'x-operator-token': secret },
    data: { action: 'deposit', to: email, amount, currency, chain: 'erc20' },
  });
  const body = (await response.json()) as { type: string; message: unknown };
  expect(body.type, JSON.stringify(body)).toBe('ok');
}

async function walletOf(request: APIRequestContext, token: string) {
  return apiOk<WalletListResponse>(request, 'wallet/list', {}, token);
}

/** A new trader (the server grants new accounts demo USDT) and their whole USDT currency balance. */
async function traderWithUsdt(request: APIRequestContext) {
  const trader = await registerTrader(request);
  const usdt = (await walletOf(request, trader.token)).change_wallet.balance.find(
    (e) => e.currency_name === 'USDT',
  );
  const start = usdt?.change_balance ?? '0';
  // Whole units keep the expected figures exact without a decimal library here.
  expect(start).toMatch(/^[1-9]\d*(\.0+)?$/);
  return { ...trader, start: BigInt(start.split('.')[0]!) };
}

/** A whole number of units as the wallet screens show it (8 decimals). */
const shown = (units: bigint) => `${units}.00000000`;

test('the demo user sees every balance with its dollar value and the total', async ({ page, request }) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  const wallet = await walletOf(request, token);
  await openAssets(page, token);
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  const table = balances(page, 'Currency account');
  await expect(table).toBeVisible();
  expect(wallet.change_wallet.balance.length).toBeGreaterThan(0);
  for (const entry of wallet.change_wallet.balance) {
    const row = rowOf(table, entry.currency_name);
    await expect(row).toHaveCount(1);
    await expect(cell(row, 1)).toHaveText(/^\d+\.\d{8}$/);
    await expect(cell(row, 3)).toHaveText(/^[\d,]+\.\d{2,6}$/);
  }
  await expect(page.getByTestId('assets-total')).toContainText(/[\d,]+\.\d{2}/);
  await expectNoSeriousA11yViolations(page);
});

test('deposit shows the ERC20 address and QR by default and switches networks', async ({ page, request }) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await openAssets(page, token);
  await rowOf(balances(page, 'Currency account'), 'USDT')
    .getByRole('button', { name: 'Deposit USDT' })
    .click();
  const panel = page.getByRole('region', { name: 'Deposit USDT' });
  await expect(panel.getByRole('tab', { name: 'ERC20' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(panel.getByRole('img', { name: 'QR code of the ERC20 deposit address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('tab', { name: 'TRC20' }).click();
  await expect(panel.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(panel.getByRole('img', { name: 'QR code of the TRC20 deposit address' })).toBeVisible();
  await panel.getByRole('tab', { name: 'OMNI' }).click();
  await expect(panel.getByTestId('deposit-address')).toHaveText(/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/);
  await expect(panel.getByText(/Minimum deposit: [\d.]+ USDT/)).toBeVisible();
});

test('an operator-credited deposit appears without a reload', async ({ page, request }) => {
  const trader = await traderWithUsdt(request);
  await openAssets(page, trader.token);
  const usdt = rowOf(balances(page, 'Currency account'), 'USDT');
  await expect(cell(usdt, 1)).toHaveText(shown(trader.start));
  await operatorDeposit(request, trader.email, '25');
  // The simulated chain confirms it over a few seconds; the balance push brings it to the screen.
  await expect(cell(usdt, 1)).toHaveText(shown(trader.start + 25n), { timeout: 30_000 });
  expect(page.url()).toMatch(/\/dealFinance$/);
});

test('a withdrawal below the minimum is refused and a valid one freezes the funds', async ({
  page,
  request,
}) => {
  const trader = await traderWithUsdt(request);
  await openAssets(page, trader.token);
  const usdt = rowOf(balances(page, 'Currency account'), 'USDT');
  await expect(cell(usdt, 1)).toHaveText(shown(trader.start));
  await usdt.getByRole('button', { name: 'Withdraw USDT' }).click();
  const panel = page.getByRole('region', { name: 'Withdraw USDT' });
  await expect(panel.getByRole('tab', { name: 'ERC20' })).toHaveAttribute('aria-selected', 'true');

  await panel.getByRole('button', { name: 'Withdraw' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please enter the withdrawal address');
  await panel.getByLabel(/Withdrawal address/).fill(VALID_ERC20);
  await panel.getByLabel(/^Amount/).fill('0.5');
  await panel.getByLabel(/Trade password/).fill('123456');
  await panel.getByRole('button', { name: 'Withdraw' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/The amount is below the minimum of [\d.]+/);
  await expectNoSeriousA11yViolations(page);

  await panel.getByLabel(/^Amount/).fill('40');
  await expect(panel.getByTestId('withdraw-received')).toHaveText(/^\d+\.\d{8} USDT$/);
  await panel.getByRole('button', { name: 'Withdraw' }).dblclick();
  await expect(panel.getByText(/Withdrawal submitted for review/)).toBeVisible();
  await expect(cell(usdt, 1)).toHaveText(shown(trader.start - 40n));
  await expect(cell(usdt, 2)).toHaveText('40.00000000');
  const records = await apiOk<{ list: unknown[] }>(
    request,
    'acceptor/my_deal',
    { way: 'sell' },
    trader.token,
  );
  expect(records.list).toHaveLength(1);
});

test('contract wallet: transfer in and out with "all"', async ({ page, request }) => {
  const trader = await traderWithUsdt(request);
  await openAssets(page, trader.token, '/new_account/lever');
  const contract = balances(page, 'Contract account');
  const usdt = rowOf(contract, 'USDT');
  await expect(cell(usdt, 1)).toHaveText('0.00000000');
  await expectNoSeriousA11yViolations(page);

  await usdt.getByRole('button', { name: 'Transfer in USDT' }).click();
  let dialog = page.getByRole('dialog', { name: 'Transfer USDT into the Contract account' });
  await expect(dialog).toContainText(`Available: ${shown(trader.start)} USDT`);
  await dialog.getByRole('button', { name: 'All' }).click();
  await expect(dialog.getByLabel(/Amount/)).toHaveValue(String(trader.start));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Transferred ${trader.start} USDT`)).toBeVisible();
  await expect(cell(usdt, 1)).toHaveText(shown(trader.start));

  await usdt.getByRole('button', { name: 'Transfer out USDT' }).click();
  dialog = page.getByRole('dialog', { name: 'Transfer USDT out of the Contract account' });
  await dialog.getByRole('button', { name: 'All' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(cell(usdt, 1)).toHaveText('0.00000000');
  const wallet = await walletOf(request, trader.token);
  const entry = wallet.change_wallet.balance.find((e) => e.currency_name === 'USDT');
  expect(entry?.change_balance).toMatch(new RegExp(`^${trader.start}(\\.0+)?$`));

  await usdt.getByRole('button', { name: 'Details USDT' }).click();
  const log = page.getByRole('table', { name: 'Contract account log' });
  await expect(log.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});

test('the fiat and micro accounts render with their forms', async ({ page, request }) => {
  const trader = await traderWithUsdt(request);
  await openAssets(page, trader.token, '/legalAccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Fiat account' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Please enter the deposit address');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Bank card withdrawal' }).click();
  await expect(page.getByTestId('bank-card')).toHaveText('No bank card saved');
  await page.getByRole('button', { name: 'Withdraw to bank card' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Please complete your bank card information');
  await expect(page).toHaveURL(/\/userSetting/);

  await openAssets(page, trader.token, '/microAccount?currency_id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Seconds account' })).toBeVisible();
  const usdt = rowOf(balances(page, 'Seconds account'), 'USDT');
  await usdt.getByRole('button', { name: 'Transfer in USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer USDT into the Seconds account' });
  await dialog.getByLabel(/Amount/).fill('10');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(cell(usdt, 1)).toHaveText('10.00000000');
  await expectNoSeriousA11yViolations(page);
});

test('on a 390 px phone every asset action sits on the screen, left to right and right to left', async ({
  page,
  request,
}) => {
  const { token } = await registerTrader(request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'arabic']) {
    for (const route of ['/dealFinance', '/microAccount']) {
      await openAssets(page, token, route);
      if (locale !== 'en') {
        await page.evaluate((code) => localStorage.setItem('locale', code), locale);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      const actions = page.getByRole('table').first().locator('button, a');
      await expect(actions.first()).toBeVisible();
      // Every row's actions, not only the first: the widest balance sets the column.
      const edges = await actions.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      );
      expect(edges.length).toBeGreaterThan(3);
      for (const { left, right } of edges) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(390);
      }
      await expectNoSeriousA11yViolations(page);
    }
  }
});
