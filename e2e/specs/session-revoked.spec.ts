import { expect, test } from '@playwright/test';
import { demoUser } from '../support/session';
import { stackUrls } from '../support/stack-config';
import { ordersPanel, spotPanel } from './spot-support';

// Found trying the app as a new user would: a session revoked on the server while the deal centre is open
// went unnoticed (its background calls are silent), the orders list said "No data" until a full reload.
test('a session revoked on the server while the deal centre is open leads to login without a reload', async ({
  page,
}) => {
  await page.goto('/components/login');
  await page.getByLabel('E-mail', { exact: true }).fill(demoUser.email);
  await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  await page.goto('/dealCenter');
  await expect(spotPanel(page).getByRole('button', { name: /^Buy / })).toBeVisible();
  await expect(ordersPanel(page)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Logged out elsewhere (another tab, another device): the server revokes the token the page holds.
  const logout = await page.request.get(`${stackUrls.host}/api/user/logout`, {
    headers: { Authorization: token ?? '' },
  });
  expect(((await logout.json()) as { type: string }).type).toBe('ok');
  // Marks the document: a reload would drop the mark, so finding it on the login page proves there was none.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-no-reload', '1'));

  // The deal centre's next background refresh (balances and open orders every 10 s, spec §9) meets 999.
  await expect(page).toHaveURL(/\/components\/login\?type=1/, { timeout: 25_000 });
  await expect(page.getByText('Your login is out of date, please log in again.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-e2e-no-reload'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});
