import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUser } from '../support/session';
import { loginToken, openDealCenter, ordersPanel, spotPanel } from './spot-support';

/** Relative luminance 0..1 of a computed CSS colour `rgb(r, g, b)` (layout check, not money). */
async function luminance(locator: Locator, property: 'color' | 'background-color'): Promise<number> {
  const css = await locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectLiveDealCentre(page: Page) {
  await expect(page.getByTestId('book-asks').getByRole('button').first()).toBeVisible();
  await expect(page.getByTestId('recent-fills').getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.highcharts-root').first()).toBeVisible();
}

test('the deal centre renders in the dark theme', async ({ page, request }) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDealCenter(page, token, 'dark');
  await expectLiveDealCentre(page);
  const panel = spotPanel(page);
  // Dark surfaces with light text, in the panel, the book and the chart.
  expect(await luminance(panel, 'background-color')).toBeLessThan(0.3);
  expect(await luminance(panel.getByText('Available'), 'color')).toBeGreaterThan(0.4);
  const book = page.getByRole('region', { name: 'Order book' });
  expect(await luminance(book.getByRole('heading', { name: 'Order book' }), 'color')).toBeGreaterThan(0.5);
  expect(await luminance(page.locator('.highcharts-background').first(), 'background-color')).toBeLessThan(
    0.3,
  );
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/spot-e2e-dark.png', fullPage: true });
});

test('the deal centre works on a 390 px wide phone screen', async ({ page, request }) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDealCenter(page, token);
  await expectLiveDealCentre(page);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/spot-e2e-390.png', fullPage: true });
  await page.screenshot({ path: '/tmp/spot-e2e-390-top.png' });
  // The resolution tabs scroll sideways instead of widening the page.
  const resolutions = page.getByRole('tablist', { name: 'Chart resolution' });
  await resolutions.getByRole('tab', { name: '1M', exact: true }).click();
  await expect(resolutions.getByRole('tab', { name: '1M', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await horizontalOverflow(page)).toBe(0);
  const panel = spotPanel(page);
  const buy = panel.getByRole('button', { name: /^Buy / });
  await buy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/spot-e2e-390-panel.png' });
  await expect(buy).toBeInViewport();
  const box = await buy.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  await expect(ordersPanel(page)).toBeVisible();

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expectLiveDealCentre(page);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/spot-e2e-390-dark.png', fullPage: true });
});
