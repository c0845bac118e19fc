import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CashInfo, WalletListResponse } from '@exchange/protocol';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiOk, registerTrader } from './spot-support';

/**
 * The money-moving and settings screens of the wallets remote against the real server: transfers
 * between the currency, contract and micro accounts (and the one-click return of the micro USDT),
 * the transfer history, quick exchange with MAX and its record, payment methods with both QR
 * uploads, a withdrawal address, the records views; a visitor is sent to login; axe on each screen.
 */

const VALID_ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

async function openAs(page: Page, token: string, route: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(route);
}

/** The account log's first entry, once drawn: while the log loads, row 1 is the spinner's single cell. */
async function firstLogEntry(table: Locator): Promise<Locator> {
  const entry = table.getByRole('row').nth(1);
  await expect(entry.getByRole('cell')).toHaveCount(6);
  return entry;
}

async function usdtOf(request: APIRequestContext, token: string) {
  const list = await apiOk<WalletListResponse>(request, 'wallet/list', {}, token);
  const usdt = list.change_wallet.balance.find((entry) => entry.currency_name === 'USDT')!;
  return { change: usdt.change_balance, lever: usdt.lever_balance, micro: usdt.micro_balance };
}

const amountBox = (page: Page): Locator => page.getByRole('textbox', { name: /^Amount/ });
const available = (page: Page): Locator => page.getByText(/^Available:/);

async function transfer(page: Page, from: string, to: string, amount: string) {
  await page.getByLabel('From', { exact: true }).selectOption({ label: from });
  await page.getByLabel('To', { exact: true }).selectOption({ label: to });
  await amountBox(page).fill(amount);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(dialog).toContainText(`Move ${amount}.00 USDT from the ${from} to the ${to}?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transfer completed').last()).toBeVisible();
}

test('transfers 10 USDT to the contract account and back, to micro and back in one click, and lists them', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  const start = await usdtOf(request, trader.token);
  await openAs(page, trader.token, '/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'USDT' });
  await expect(available(page)).toHaveText(/^Available: [\d]+\.\d{2} USDT$/);

  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong amount: please enter an amount above 0');

  await transfer(page, 'Currency account', 'Contract account', '10');
  await expect.poll(async () => (await usdtOf(request, trader.token)).lever).toMatch(/^10(\.0+)?$/);
  await page.getByLabel('From', { exact: true }).selectOption({ label: 'Contract account' });
  await expect(available(page)).toHaveText('Available: 10.00 USDT');
  await transfer(page, 'Contract account', 'Currency account', '10');
  await transfer(page, 'Currency account', 'Seconds account', '10');
  await expect.poll(async () => (await usdtOf(request, trader.token)).micro).toMatch(/^10(\.0+)?$/);

  await expect(page.getByText(/^Seconds account: 10\.00000000 USDT/)).toBeVisible();
  await page.getByRole('button', { name: 'Transfer all to currency account' }).click();
  await expect(page.getByText('10.00000000 USDT moved to the currency account')).toBeVisible();
  await expect.poll(async () => usdtOf(request, trader.token)).toEqual(start);
  await expect(page.getByRole('button', { name: 'Transfer all to currency account' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Transfer records' }).click();
  await expect(page).toHaveURL(/\/transferRecord$/);
  const rows = page.getByRole('table', { name: 'Transfer history' }).getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('USDT10.00Seconds accountCurrency account');
  await expect(rows.nth(2)).toContainText('USDT10.00Currency accountSeconds account');
  await expect(rows.nth(3)).toContainText('USDT10.00Contract accountCurrency account');
  await expect(rows.nth(4)).toContainText('USDT10.00Currency accountContract account');
  await expect(page.getByText('No more')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transfers-\d{8}-\d{4}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFTime,Currency,Amount,From,To');
  expect(csv).toMatch(/,USDT,10(\.0+)?,Seconds account,Currency account\r\n/);
  await expectNoSeriousA11yViolations(page);
});

test('quick exchange: MAX pays the whole balance, the balance reloads, the record tab lists it', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await openAs(page, trader.token, '/quickRedemption');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick exchange' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Risk warning');
  await page.getByLabel('Pay with', { exact: true }).selectOption({ label: 'ETH Pay' });
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('999999');
  const balance = await amount.inputValue();
  expect(balance).toMatch(/^\d+(\.\d+)?$/);
  await amount.fill('');
  await page.getByRole('button', { name: 'MAX' }).click();
  await expect(amount).toHaveValue(balance);
  await expect(page.getByText(/^You receive about \d+\.\d{8} USDT/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText(/^Exchanged: \d+\.\d{8} USDT received$/)).toBeVisible();
  await expect(page.getByText('Available: 0.00000000 ETH')).toBeVisible();

  await page.getByRole('tab', { name: 'Records' }).click();
  const rows = page.getByRole('table', { name: 'Quick exchange records' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText('ETH');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('USDT');
  await expectNoSeriousA11yViolations(page);
});

/** A valid PNG of `size` x `size` grey pixels, built here (no binary fixture in the repository). */
function pngFixture(size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array(size).fill(128)])));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('payment methods: every field required, both QR codes uploaded, saved and shown again', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await openAs(page, trader.token, '/userSetting');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(9);
  await expect(page.getByRole('alert').first()).toHaveText('Please enter your real name');

  const fields: Array<[RegExp, string]> = [
    [/^Real name/, 'Li Lei'],
    [/^Bank name/, 'Demo Bank'],
    [/^Bank branch/, 'Head Office'],
    [/^Bank card number/, '6222020200112233'],
    [/^Alipay account/, 'lilei@example.com'],
    [/^WeChat name/, 'lilei'],
    [/^WeChat account/, 'wx_lilei'],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label }).fill(value);
  const png = pngFixture();
  await page
    .getByLabel(/^Alipay payment QR code/)
    .setInputFiles({ name: 'alipay.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: /Alipay payment QR code/ })).toBeVisible();
  await page
    .getByLabel(/^WeChat payment QR code/)
    .setInputFiles({ name: 'wechat.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: /WeChat payment QR code/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Payment methods saved').last()).toBeVisible();

  const saved = await apiOk<CashInfo>(request, 'user/cash_info', {}, trader.token);
  expect(saved).toMatchObject({
    real_name: 'Li Lei',
    bank_account: '6222020200112233',
    wechat_nickname: 'lilei',
  });
  expect(saved.alipay_collect).toMatch(/\/api\/uploads\/.+\.png$/);
  expect(saved.wechat_collect).toMatch(/\/api\/uploads\/.+\.png$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Real name/ })).toHaveValue('Li Lei');
  await expect(page.getByRole('img', { name: /WeChat payment QR code/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('withdrawal address: required, saved for the chosen currency and listed', async ({ page, request }) => {
  const trader = await registerTrader(request);
  await openAs(page, trader.token, '/userSetting2');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal addresses' })).toBeVisible();
  await expect(page.getByText('No address saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the withdrawal address');
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'USDT' });
  await page.getByRole('textbox', { name: /^Withdrawal address/ }).fill(VALID_ERC20);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Withdrawal address saved').last()).toBeVisible();
  const row = page.getByRole('table', { name: 'Saved addresses' }).getByRole('row').nth(1);
  await expect(row).toHaveText(`USDT${VALID_ERC20}`);
  await expectNoSeriousA11yViolations(page);
});

test('the record views, the finance sample and account binding', async ({ page, request }) => {
  const trader = await registerTrader(request);
  await openAs(page, trader.token, '/transferLog');
  await expect(page.getByRole('heading', { level: 1, name: 'Account log' })).toBeVisible();
  await firstLogEntry(page.getByRole('table', { name: 'Account log' }));
  await expectNoSeriousA11yViolations(page);

  await page.goto('/coinRecord');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit and withdrawal records' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByText('No records yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/finanrec');
  await expect(page.getByRole('note')).toContainText('Sample data');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/bindInfo');
  await expect(page.getByRole('heading', { level: 1, name: 'Account binding' })).toBeVisible();
  await expect(page.getByText('No account is bound yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Please enter the account (at most 20 characters)',
  );
  await page.getByRole('textbox', { name: /^Platform account/ }).fill('trader01');
  await page.getByLabel(/^Platform password/).fill('secret01');
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByText('Bound account: trader01')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a 390 px phone the account log shows each entry as a card, every field on the screen, left to right and right to left', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, trader.token, '/transferLog');
  for (const locale of ['en', 'arabic']) {
    if (locale !== 'en') {
      await page.evaluate((code) => localStorage.setItem('locale', code), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const table = page.getByRole('table').first();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const entry = await firstLogEntry(table);
    // Before the cards, the change and the details sat behind a sideways scroll.
    const cells = await entry.getByRole('cell').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right, label: getComputedStyle(element, '::before').content };
      }),
    );
    expect(cells.length).toBe(6);
    for (const { left, right } of cells) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(390);
    }
    // Each line names its field: the column's header shows in the card.
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(cells.map(({ label }) => label)).toEqual(headers.map((header) => JSON.stringify(header)));
    const sideways = await table.evaluate((element) => {
      const region = element.closest('[role="region"]')!;
      return region.scrollWidth - region.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(1);
    await expectNoSeriousA11yViolations(page);
  }
});

test('a visitor opening /transfer is sent to login', async ({ page }) => {
  await page.goto('/transfer?id=1');
  await expect(page).toHaveURL(/\/components\/login/);
});
