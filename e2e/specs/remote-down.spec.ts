import { expect, test } from '@playwright/test';
import { startStatic, stopApp } from '../support/stack';

test('with the markets remote down only its routes fail; started again, retry loads it', async ({ page }) => {
  await stopApp('markets');
  let restarted = false;
  try {
    await page.goto('/');
    const failure = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
    await expect(failure).toBeVisible();

    // The shell keeps working: the header navigates to login and the form renders.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
    await page.goto('/');
    await expect(failure).toBeVisible();

    await startStatic('markets');
    restarted = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Markets' }).first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  } finally {
    if (!restarted) await startStatic('markets'); // leave the stack whole for the specs that follow
  }
});
