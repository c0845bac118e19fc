import { expect, test } from '@playwright/test';
import { demoUser, loginThroughApi } from '../support/session';
import { stackUrls } from '../support/stack-config';

test('a token revoked on the server sends the user to login with the expiry message', async ({ page }) => {
  const token = await loginThroughApi(page, demoUser.email, demoUser.password);
  await page.goto('/account/accountSet');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Logging out elsewhere revokes the token; the next private call answers type 999.
  const logout = await page.request.get(`${stackUrls.host}/api/user/logout`, {
    headers: { Authorization: token },
  });
  expect(((await logout.json()) as { type: string }).type).toBe('ok');

  await page.reload();
  await expect(page).toHaveURL(/\/components\/login\?type=1/);
  await expect(page.getByText('Your login is out of date, please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});
