import { expect, test } from '@playwright/test';
import { readLatestCode } from '../support/outbox';
import { localStorageKeys } from '../support/session';

test('a new user registers with the e-mailed code, logs in, sees the account menu and logs out', async ({
  page,
}) => {
  const email = `trader${Date.now()}@example.com`;
  const password = 'secret123';

  await page.goto('/components/register');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const sendCode = page.getByRole('button', { name: 'Send code' });
  if (await sendCode.isVisible()) {
    await sendCode.click();
    await page.getByLabel('Verification code').fill(await readLatestCode(email));
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).last().click();

  await expect(page).toHaveURL(/\/components\/login/);
  await expect(page.getByText('Registration complete')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();

  const accountMenu = page.getByRole('button', { name: 'Account' });
  await expect(accountMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  expect(await localStorageKeys(page)).toEqual(expect.arrayContaining(['token', 'locale']));

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/components\/login/);
  // The header offers to log in again. (While the login page loads, the page the user was on shows
  // for a moment as a guest's, with a "Log in" link of its own: hence the header's link, by name.)
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // Logout clears every key but the locale (spec §4).
  expect(await localStorageKeys(page)).toEqual(['locale']);
});
