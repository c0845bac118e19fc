import { expect, test, type Page } from '@playwright/test';
import { stackUrls } from '../support/stack-config';

// The pages' security headers (issue 13 probe): a strict Content-Security-Policy that every screen
// lives with (no violation in the console), never framed, a referrer policy.

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the host page sends a strict CSP, refuses framing and sets a referrer policy', async ({ request }) => {
  const answer = await request.get('/');
  const headers = answer.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
  expect(csp).toContain(stackUrls.markets ?? 'markets');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('home, the markets, the deal centre and login work under the CSP without a violation', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Markets' }).first().getByRole('button').first(),
  ).toBeVisible();
  await page.goto('/allmarket');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/dealCenter');
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText(/Connected/);
  await page.goto('/components/login');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});
