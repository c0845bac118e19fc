import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  ETH_USDT,
  choosePair,
  openDealCenter,
  openOrders,
  ordersPanel,
  priceAt,
  registerTrader,
  spotPanel,
} from './spot-support';

/** Issue 26 items 1 (panel), 3 and 5 in the browser against the real server. */

/** 4-decimal display of a 2-decimal price, as the lists show it. */
const shown = (price: string) => `${price}00`;

async function traderOnEth(page: Page, request: APIRequestContext, theme: 'white' | 'dark' = 'white') {
  const { token } = await registerTrader(request);
  await openDealCenter(page, token, theme);
  await choosePair(page, ETH_USDT.symbol);
  await expect(page.getByTestId('spot-available')).toHaveText(/\d/);
  return token;
}

const modeTab = (page: Page, name: string) =>
  spotPanel(page).getByRole('tablist', { name: 'Order type' }).getByRole('tab', { name });
const sideTab = (page: Page, name: string) =>
  spotPanel(page).getByRole('tablist', { name: 'Side', exact: true }).getByRole('tab', { name });

test('a stop-limit and an OCO from the Advanced tab: listed with trigger and state, one cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await traderOnEth(page, request);
  const panel = spotPanel(page);
  await modeTab(page, 'Advanced').click();
  await expect(panel.getByText(/^Last price: \d+\.\d{4} USDT$/)).toBeVisible();

  // A stop buy far above the market: it waits.
  const trigger = await priceAt(request, 150);
  await panel.getByRole('tab', { name: 'Stop-limit' }).click();
  await panel.getByLabel('Trigger price').fill(trigger);
  await panel.getByLabel('Limit price', { exact: true }).fill(trigger);
  await panel.getByLabel('Amount (ETH)').fill('0.1');
  await panel.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(panel.getByText('Order placed')).toBeVisible();
  const orders = ordersPanel(page);
  const stopRow = orders.getByRole('row').filter({ hasText: `≥ ${shown(trigger)}` });
  await expect(stopRow).toContainText('Stop-limit');
  await expect(stopRow).toContainText('Waiting');

  // An OCO sell: take profit far above, stop out far below; both legs listed, linked.
  await sideTab(page, 'Sell').click();
  await panel.getByRole('tab', { name: 'OCO' }).click();
  const limit = await priceAt(request, 160);
  const stop = await priceAt(request, 50);
  const stopLimit = await priceAt(request, 49);
  await panel.getByLabel('Limit price', { exact: true }).fill(limit);
  await panel.getByLabel('Stop trigger price').fill(stop);
  await panel.getByLabel('Stop limit price').fill(stopLimit);
  await panel.getByLabel('Amount (ETH)').fill('0.2');
  await panel.getByRole('button', { name: 'Sell ETH' }).click();
  await expect(panel.getByText('Order placed')).toBeVisible();
  const legs = orders.getByRole('row').filter({ hasText: /OCO #\d+/ });
  await expect(legs).toHaveCount(2);
  await expect(legs.filter({ hasText: `≤ ${shown(stop)}` })).toContainText('Waiting');
  await expect(legs.filter({ hasText: shown(limit) })).toContainText('Limit');
  await expectNoSeriousA11yViolations(page);

  // Cancelling the stop-limit: gone from the list and the server; the OCO stays.
  await stopRow.getByRole('button', { name: /^Cancel \d+$/ }).click();
  await expect(orders.getByText('Order cancelled')).toBeVisible();
  await expect(stopRow).toHaveCount(0);
  await expect(legs).toHaveCount(2);
  await expect
    .poll(async () => (await openOrders(request, token, ETH_USDT)).map((order) => order.kind).sort())
    .toEqual(['limit', 'stop_limit']);
});

test('a post-only order that would take is refused with the translated reason', async ({ page, request }) => {
  const token = await traderOnEth(page, request);
  const panel = spotPanel(page);
  await panel.getByLabel('Time in force').selectOption({ label: 'Post only' });
  await expect(panel.getByText('Only rests in the book: refused if it would fill at once.')).toBeVisible();
  // Far above the best ask: it would fill at once.
  await panel.getByLabel('Buy price').fill(await priceAt(request, 120));
  await panel.getByLabel('Amount (ETH)').fill('0.01');
  await panel.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The order would fill at once against the book; a post-only order only rests (change the price)',
  );
  await expect(panel.getByLabel('Buy price')).toHaveAttribute('aria-invalid', 'true');
  expect(await openOrders(request, token, ETH_USDT)).toEqual([]);
});

test('the depth tab charts the live book with a hover readout', async ({ page, request }) => {
  await traderOnEth(page, request);
  await page.getByRole('tablist', { name: 'Order book views' }).getByRole('tab', { name: 'Depth' }).click();
  const chart = page.getByRole('group', { name: 'Depth chart, ETH/USDT' });
  await expect(chart).toBeVisible();
  const readout = page.getByTestId('depth-readout');
  await expect(readout).toHaveText(/Point at the chart/);
  // The plot area: the drawn series may reach past it (levels out of view, clipped).
  const plot = chart.locator('.highcharts-plot-background');
  await expect(plot).toBeVisible();
  // Prices to read the chart by: in the desktop's narrow book column too (one label under the
  // whole chart before the axis was given a tick every 64 px).
  await expect.poll(() => chart.locator('.highcharts-xaxis-labels text').count()).toBeGreaterThanOrEqual(3);
  const box = await plot.boundingBox();
  if (!box) throw new Error('no plot');
  // The bids fill the left half, the asks the right: centred on the spread, whatever far order the
  // earlier tests left on the book (an OCO's take-profit at 160% of the price squashed them before).
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.9);
  await expect(readout).toHaveText(
    /^Bids \d+\.\d{4} USDTCumulative amount \d+\.\d{4} ETHTotal [\d,]+\.\d{4} USDT$/,
  );
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.9);
  await expect(readout).toHaveText(/^Asks \d+\.\d{4} USDT/);
  // From the keyboard: the arrow keys walk the levels from the best bid (the pointer off the chart).
  await page.mouse.move(0, 0);
  await expect(readout).toHaveText(/Point at the chart/);
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  await expect(readout).toHaveText(/^Bids /);
  await expectNoSeriousA11yViolations(page);
});

test('an order from the keyboard: shortcuts, Enter to review, Enter to place; "?" for help', async ({
  page,
  request,
}) => {
  const token = await traderOnEth(page, request);
  const panel = spotPanel(page);
  await page.keyboard.press('Alt+Shift+KeyS');
  await expect(sideTab(page, 'Sell')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Alt+Shift+KeyB');
  await expect(sideTab(page, 'Buy')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Alt+Shift+KeyA');
  await expect(panel.getByLabel('Amount (ETH)')).toBeFocused();
  await page.keyboard.type('0.05');
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByLabel('Buy price')).toBeFocused();
  const price = await priceAt(request, 50);
  await page.keyboard.type(price);
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(review).toContainText('Buy · Limit');
  await expect(review.getByRole('button', { name: 'Buy ETH' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Order placed')).toBeVisible();
  await expect(
    ordersPanel(page)
      .getByRole('row')
      .filter({ hasText: shown(price) }),
  ).toHaveCount(1);
  expect(await openOrders(request, token, ETH_USDT)).toHaveLength(1);

  // "?" is a single key: only with focus in the panel, outside a field.
  await sideTab(page, 'Buy').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /Go to the amount/ })).toContainText('Shift + A');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

for (const { theme, locale, width } of [
  { theme: 'dark', locale: 'en', width: 1440 },
  { theme: 'white', locale: 'arabic', width: 390 },
  { theme: 'dark', locale: 'arabic', width: 1440 },
] as const) {
  test(`the advanced tab and the depth chart pass axe: ${theme}, ${locale}, ${width} px`, async ({
    page,
    request,
  }) => {
    await traderOnEth(page, request, theme);
    // The pair is chosen from the desktop list; then the page takes the size under test.
    await page.setViewportSize({ width, height: 900 });
    if (locale !== 'en') {
      await page.evaluate((code) => localStorage.setItem('locale', code), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    // By structure, not by name: the names are in the page's language.
    const panel = page.locator('section').filter({ has: page.locator('#spot-amount') });
    await panel.getByRole('tablist').first().getByRole('tab').nth(2).click();
    await expect(panel.locator('#spot-trigger')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/spot-advanced-${theme}-${locale}-${width}.png`, fullPage: true });
    const views = page.locator('[role=tablist]').filter({ hasText: locale === 'en' ? 'Depth' : 'العمق' });
    await views.getByRole('tab').nth(1).click();
    // The depth chart's plot (the candle chart has one too).
    await expect(
      page.getByTestId('depth-readout').locator('..').locator('.highcharts-series-group'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
