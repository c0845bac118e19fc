import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { readLatestCode } from '../support/outbox';
import {
  BTC_USDT,
  apiOk,
  choosePair,
  loginToken,
  ordersPanel,
  registerTrader,
  spotPanel,
} from './spot-support';

/**
 * Host screens that had only unit tests (issue 13 item 6), in Chromium against the real server:
 * notices list and detail with back, identity upload to 'auditing', bind e-mail, and the trade
 * password set at /bindmpwd after a spot order asked for it. Fresh users, so the demo user stays
 * as it is. Axe on each screen.
 */

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function openAs(page: Page, token: string, route: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(route);
}

/** A new phone account (no e-mail bound yet). */
async function registerPhoneUser(request: APIRequestContext): Promise<{ phone: string; token: string }> {
  const phone = `139${String(Date.now()).slice(-8)}`;
  await apiOk(request, 'sms_send', { user_string: phone, scene: 'register', area_code: '86' });
  await apiOk(request, 'user/register', {
    type: 'mobile',
    user_string: phone,
    code: await readLatestCode(phone),
    password: 'secret123',
    re_password: 'secret123',
    area_code: '86',
  });
  return { phone, token: await loginToken(request, phone, 'secret123') };
}

test('notices: the list opens a notice, whose back link returns to the list', async ({ page }) => {
  await page.goto('/noticeList');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const first = page.getByRole('link', { name: /Fee discount for the DeFi area/ });
  await expect(first).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await first.click();
  await expect(page).toHaveURL(/\/noticeDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fee discount for the DeFi area' })).toBeVisible();
  await expect(page.getByText('Every spot trade in the DeFi area pays half the usual fee')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Back to notices/ }).click();
  await expect(page).toHaveURL(/\/noticeList$/);
  await expect(page.getByRole('link', { name: /Fee discount for the DeFi area/ })).toBeVisible();
});

test('identity: both pictures upload and show, and the submission is under review', async ({
  page,
  request,
}) => {
  const { token } = await registerTrader(request, { tradePassword: false });
  await openAs(page, token, '/account/authentication');
  await expect(page.getByTestId('identity-status')).toHaveText('Not verified');
  await page.getByLabel(/Full name/).fill('Ada Lovelace');
  await page.getByLabel(/ID number/).fill('AB-1234567');
  await page
    .getByLabel(/Front of the ID document/)
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await page
    .getByLabel(/Back of the ID document/)
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });

  // The previews are the server's signed links and really load.
  for (const name of ['Front of the ID document', 'Back of the ID document']) {
    const preview = page.getByRole('img', { name });
    await expect(preview).toHaveAttribute('src', /\/api\/uploads\/[a-f0-9]{32}\.png\?expires=\d+&signature=/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('identity-status')).toHaveText('Under review');
  const info = await apiOk<{ review_status: number }>(request, 'user/info', {}, token);
  expect(info.review_status).toBe(1);
  await page.reload();
  await expect(page.getByTestId('identity-status')).toHaveAttribute('data-status', /^[12]$/);
  await expectNoSeriousA11yViolations(page);
});

test('bind e-mail: a phone account binds an e-mail with the code sent to it', async ({ page, request }) => {
  const { token } = await registerPhoneUser(request);
  const email = `bind${Date.now()}@example.com`;
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/account/accountSet');
  // The security bar's link to bind an e-mail (the account has none).
  await page.locator('a[href="/bindEmail"]').click();
  await expect(page).toHaveURL(/\/bindEmail$/);
  await expect(page.getByRole('heading', { name: 'Bind e-mail' })).toBeVisible();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await readLatestCode(email));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your e-mail has been bound.')).toBeVisible();
  // Back to where the user came from.
  await expect(page).toHaveURL(/\/account\/accountSet$/);
  await expect(page.getByText(email).first()).toBeVisible();
  expect((await apiOk<{ email: string }>(request, 'user/info', {}, token)).email).toBe(email);
});

test('a spot order asks for a trade password; set at /bindmpwd, the order then goes through', async ({
  page,
  request,
}) => {
  const { token } = await registerTrader(request, { tradePassword: false });
  await openAs(page, token, '/dealCenter');
  await choosePair(page, BTC_USDT.symbol);
  const panel = spotPanel(page);
  await panel.getByLabel('Buy price').fill('20000');
  await panel.getByLabel('Amount (BTC)').fill('0.01');
  await panel.getByRole('button', { name: 'Buy BTC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trade password' });
  await dialog.getByRole('button', { name: 'Set trade password' }).click();
  await expect(page).toHaveURL(/\/bindmpwd$/);

  await expect(page.getByRole('heading', { name: 'Trade password' })).toBeVisible();
  await page.getByLabel('Trade password', { exact: true }).fill('654321');
  await page.getByLabel('Repeat trade password').fill('654320');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/do not match|differ/i).first()).toBeVisible();
  await page.getByLabel('Repeat trade password').fill('654321');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your trade password has been saved.')).toBeVisible();

  // Back at the deal centre, the same order now goes through.
  await expect(page).toHaveURL(/\/dealCenter/);
  await choosePair(page, BTC_USDT.symbol);
  await panel.getByLabel('Buy price').fill('20000');
  await panel.getByLabel('Amount (BTC)').fill('0.01');
  await panel.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(panel.getByText('Order placed')).toBeVisible();
  await expect(ordersPanel(page).getByRole('row').filter({ hasText: 'BTC/USDT' })).toHaveCount(1);

  // Cancelling it shows the server's own message.
  await ordersPanel(page)
    .getByRole('row')
    .filter({ hasText: 'BTC/USDT' })
    .getByRole('button', { name: /^Cancel \d+$/ })
    .click();
  await expect(
    ordersPanel(page).getByText('Order cancelled; its unfilled funds are available again'),
  ).toBeVisible();
});

/** A trader's page on a 390 px phone, in `locale`. */
async function openOnPhone(page: Page, token: string, locale: string, route: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
  await openAs(page, token, route);
}

test('on a 390 px phone in Chinese the account menu keeps each entry on one line, the strip scrolling sideways', async ({
  page,
  request,
}) => {
  const trader = await registerTrader(request);
  await openOnPhone(page, trader.token, 'zh', '/account/security');
  const menu = page.getByRole('navigation', { name: '账户中心' });
  await expect(menu.getByRole('link', { name: '安全' })).toBeVisible();
  // Line boxes of each entry's text: Chinese breaks between any two characters, and the entries
  // once shrank to two characters a line ("账户 / 设定").
  const lines = await menu.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return `${link.textContent}: ${range.getClientRects().length}`;
    }),
  );
  expect(lines.length).toBeGreaterThan(5);
  expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
  expect(await menu.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('on a 390 px phone in German the account settings keep every action on the card', async ({
  page,
  request,
}) => {
  // A long e-mail address held its column open and pushed "Jetzt verifizieren" and "Verwalten" past
  // the screen's edge.
  const trader = await registerTrader(request);
  await openOnPhone(page, trader.token, 'de', '/account/accountSet');
  const settings = page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' });
  await expect(settings).toBeVisible();
  const actions = page
    .getByRole('main')
    .getByRole('link', { name: /^(Jetzt verifizieren|Ändern|Verwalten)$/ });
  await expect(actions).toHaveCount(4);
  for (const box of await actions.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().toJSON()),
  )) {
    expect(box.right).toBeLessThanOrEqual(390);
  }
  await expect(page.getByText(trader.email).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // On a tablet the card beside the account menu is as narrow as on a phone: the rows follow the
  // card, so the address keeps one line there (it once broke in the middle, "…@example.co / m").
  await page.setViewportSize({ width: 768, height: 900 });
  const address = page.getByRole('definition').filter({ hasText: trader.email }).first();
  await expect(address).toBeVisible();
  const lines = await address.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
