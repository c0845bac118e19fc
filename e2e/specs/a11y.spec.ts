import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoUser } from '../support/session';
import { loginToken, spotPanel } from './spot-support';

/**
 * Issue 13: every screen passes axe (WCAG 2.1 A/AA, no serious or critical violation), the whole page
 * including the shared header, in the white and the dark theme.
 */
type Theme = 'white' | 'dark';
const themes: readonly Theme[] = ['white', 'dark'];

async function openIn(page: Page, path: string, theme: Theme, token?: string) {
  await page.goto('/');
  await page.evaluate(
    ([th, t]) => {
      localStorage.setItem('theme', th);
      if (t) localStorage.setItem('token', t);
    },
    [theme, token ?? ''] as const,
  );
  await page.goto(path);
}

for (const theme of themes) {
  test.describe(`in the ${theme} theme`, () => {
    test('login and register pass axe', async ({ page }) => {
      await openIn(page, '/components/login', theme);
      await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/components/register');
      await expect(page.getByRole('button', { name: 'Sign up' }).last()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('notices list and detail pass axe', async ({ page }) => {
      await openIn(page, '/noticeList', theme);
      const first = page
        .getByRole('main')
        .getByRole('link', { name: 'Scheduled maintenance of the matching engine' });
      await expect(first).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await first.click();
      await expect(page.getByRole('main').getByText('Open orders are kept')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('all markets pass axe', async ({ page }) => {
      await openIn(page, '/allmarket', theme);
      await expect(page.getByRole('button', { name: 'Trade BTC/USDT' }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the deal centre passes axe for a guest and a logged-in trader', async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openIn(page, '/dealCenter', theme);
      await expect(spotPanel(page)).toBeVisible();
      await expect(page.getByTestId('book-asks').getByRole('button').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const token = await loginToken(request, demoUser.email, demoUser.password);
      await openIn(page, '/dealCenter', theme, token);
      await expect(spotPanel(page).getByRole('button', { name: /^Buy / })).toBeVisible();
      await expect(page.getByTestId('book-bids').getByRole('button').first()).toBeVisible();
      await expect(page.getByTestId('recent-fills').getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
