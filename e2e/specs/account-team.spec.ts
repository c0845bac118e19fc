import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { readLatestCode } from '../support/outbox';
import { api, apiOk, registerTrader } from './spot-support';

/**
 * Team and referral (issue 13) against the real server: the invite code and link, the poster drawn on
 * the server's background, a friend registering through the link, the team list showing them once;
 * the policy page's text from the news service. Axe on each screen, both themes.
 */

interface InviteePage {
  list: Array<{ account: string; created_at: string; review_status: number }>;
  total: number;
  certified: number;
}

async function openAs(page: Page, token: string, route: string, theme: 'white' | 'dark' = 'white') {
  await page.goto('/');
  await page.evaluate(
    ([t, th]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  await page.goto(route);
}

test('a visitor is sent to login from the team page', async ({ page }) => {
  await page.goto('/team');
  await expect(page).toHaveURL(/\/components\/login/);
});

test('a friend registers through the invite link and appears once in the team list', async ({
  page,
  browser,
  request,
}) => {
  const inviter = await registerTrader(request, { tradePassword: false });
  const { extension_code: code } = await apiOk<{ extension_code: string }>(
    request,
    'user/info',
    {},
    inviter.token,
  );

  await openAs(page, inviter.token, '/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team and referrals' })).toBeVisible();
  await expect(page.getByTestId('invite-code')).toHaveText(code);
  const origin = new URL(page.url()).origin;
  const link = `${origin}/components/register?extension_code=${code}`;
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  await expect(page.getByText('No one has registered with your link yet')).toBeVisible();
  await expect(page.getByTestId('invitees-total')).toHaveText('0');

  // The poster: the server's 600x900 background with the code and the QR, as a downloadable PNG.
  const poster = page.getByRole('img', {
    name: `Invite poster with the invite code ${code} and a QR code of your invite link`,
  });
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    600, 900,
  ]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download poster' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invite-${code}.png`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  await expectNoSeriousA11yViolations(page);

  // The friend opens the link in their own browser: the invite code is filled in.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await expect(friend.getByLabel(/Invitation code/)).toHaveValue(code);
  const email = `friend${Date.now()}@example.com`;
  await friend.getByLabel('E-mail', { exact: true }).fill(email);
  const sendCode = friend.getByRole('button', { name: 'Send code' });
  if (await sendCode.isVisible()) {
    await sendCode.click();
    await friend.getByLabel('Verification code').fill(await readLatestCode(email));
  }
  await friend.getByLabel('Password', { exact: true }).fill('secret123');
  await friend.getByLabel('Confirm password').fill('secret123');
  await friend.getByRole('button', { name: 'Sign up' }).last().click();
  await expect(friend).toHaveURL(/\/components\/login/);
  await friendContext.close();

  // The inviter sees the friend, masked, not yet verified.
  await page.reload();
  const table = page.getByRole('table', { name: 'Invited friends' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`${email.slice(0, 2)}***@example.com`);
  await expect(rows.nth(1)).toContainText('Not verified');
  await expect(rows.nth(1)).not.toContainText(email);
  await expect(page.getByTestId('invitees-total')).toHaveText('1');
  await expect(page.getByTestId('invitees-certified')).toHaveText('0');

  // Recorded once: registering the same account again through the link is refused and adds nobody.
  const again = await api(request, 'user/register', {
    type: 'email',
    user_string: email,
    code: '000000',
    password: 'secret123',
    re_password: 'secret123',
    extension_code: code,
  });
  expect(again.type).not.toBe('ok');
  const listed = await apiOk<InviteePage>(request, 'user/invite_list', {}, inviter.token);
  expect(listed.total).toBe(1);

  // The friend's own team is theirs: empty.
  const friendToken = await apiOk<string>(request, 'user/login', {
    user_string: email,
    password: 'secret123',
  });
  expect((await apiOk<InviteePage>(request, 'user/invite_list', {}, friendToken)).total).toBe(0);

  await openAs(page, inviter.token, '/team', 'dark');
  await expect(page.getByRole('table', { name: 'Invited friends' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('invite-poster')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the policy page shows the policy text of the news service', async ({ page }) => {
  await page.goto('/policy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'User agreement and privacy policy' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2. Your account' })).toBeVisible();
  await expect(page.getByText('Staff will never ask for your password or codes.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'User agreement and privacy policy' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the policy page reads in the trader language, right to left in Arabic', async ({ page }) => {
  // The register form links here as the terms: a reader agrees to terms written in their language.
  await page.goto('/policy');
  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.reload();
  const title = page.getByRole('heading', { level: 1, name: 'اتفاقية المستخدم وسياسة الخصوصية' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2. حسابك' })).toBeVisible();
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByText('لن يطلب منك الموظفون أبدًا كلمة المرور أو الرموز.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
