import { expect, test } from '@playwright/test';
import { demoUser } from '../support/session';
import { stackUrls } from '../support/stack-config';

test('a token revoked on the server sends the user to login with the expiry message', async ({ page }) => {
  const login = await page.request.post(`${stackUrls.host}/api/user/login`, {
    form: { user_string: demoUser.email, password: demoUser.password },
  });
  const token = ((await login.json()) as { message: string }).message;

  // Logging out elsewhere revokes the token; the next private call with it answers type 999.
  const logout = await page.request.get(`${stackUrls.host}/api/user/logout`, {
    headers: { Authorization: token },
  });
  expect(((await logout.json()) as { type: string }).type).toBe('ok');

  // The browser still holds the revoked token when the app starts (set before any page script runs,
  // so no earlier page can meet the 999 first).
  await page.addInitScript((stale) => {
    if (!sessionStorage.getItem('e2e-token-planted')) {
      localStorage.setItem('token', stale);
      localStorage.setItem('locale', 'en');
      sessionStorage.setItem('e2e-token-planted', '1');
    }
  }, token);
  await page.goto('/account/accountSet');

  await expect(page).toHaveURL(/\/components\/login\?type=1/);
  await expect(page.getByText('Your login is out of date, please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});
