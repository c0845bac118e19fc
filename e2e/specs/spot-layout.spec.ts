import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoUser } from '../support/session';
import {
  ETH_USDT,
  apiOk,
  chartControlsInset,
  choosePair,
  loginToken,
  openDealCenter,
  ordersPanel,
  pairList,
  priceAt,
  registerTrader,
  spotPanel,
} from './spot-support';

/** Relative luminance 0..1 of a computed CSS colour `rgb(r, g, b)` (layout check, not money). */
async function luminance(locator: Locator, property: 'color' | 'background-color'): Promise<number> {
  const css = await locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** axe on the whole deal centre, header, order book and order form included. */
const checkLayoutA11y = (page: Page) => expectNoSeriousA11yViolations(page);

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Where the text of `locator` is drawn (its element may be wider): left and right edges. */
async function textEdges(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
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
  await expect(page.getByRole('img', { name: 'BTC/USDT price chart, 15m' })).toBeVisible();
  // Desktop keeps the pair list on the page; the top bar's Pairs button is for phones only.
  await expect(pairList(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pairs' })).toBeHidden();
  // The pair list scrolls within the whole height of its column, rather than stopping part way
  // down with blank space below it (it stopped at 480 px, 250 px above the column's end).
  const rows = pairList(page).getByRole('list', { name: 'Trading pairs' });
  const column = await pairList(page).locator('..').boundingBox();
  const list = await rows.boundingBox();
  expect((column?.y ?? 0) + (column?.height ?? 0) - ((list?.y ?? 0) + (list?.height ?? 0))).toBeLessThan(16);
  // The chart's tabs and tool buttons sit in line with the pair's title, not on the panel's edge.
  expect(await chartControlsInset(page)).toEqual({ tabs: 8, tools: 8 });
  await checkLayoutA11y(page);
  await page.screenshot({ path: '/tmp/spot-e2e-dark.png', fullPage: true });
});

test('on a phone the chart comes first, tall, and the pair list opens from the top bar', async ({
  page,
  request,
}) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDealCenter(page, token);
  const chart = page.getByRole('img', { name: 'BTC/USDT price chart, 15m' });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(300);
  // The whole chart is on the first screen, above the order form.
  await expect(chart).toBeInViewport({ ratio: 1 });
  const form = await spotPanel(page).boundingBox();
  expect(form?.y ?? 0).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0));
  await expect(pairList(page)).toBeHidden();
  // The indicators button and the drawing tools are one row, which scrolls sideways (it wrapped
  // into three rows, pushing the chart down); the last tool scrolls into view when focused.
  const tools = page.getByRole('button', { name: 'Indicators' }).locator('..').getByRole('button');
  const tops = await tools.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
  expect(tops).toHaveLength(5);
  expect(new Set(tops).size).toBe(1);
  await tools.last().focus();
  await expect(tools.last()).toBeInViewport({ ratio: 1 });
  expect(await horizontalOverflow(page)).toBe(0);

  const open = page.getByRole('button', { name: 'Pairs' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Markets' });
  await expect(sheet).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await checkLayoutA11y(page);
  await page.screenshot({ path: '/tmp/spot-e2e-390-pairs.png' });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await sheet.getByRole('searchbox', { name: 'Search coin' }).fill('ETH');
  await sheet.getByRole('button', { name: /^ETH\/USDT/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'ETH/USDT' })).toBeVisible();
  await expect(spotPanel(page).getByRole('button', { name: 'Buy ETH' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'ETH/USDT price chart, 15m' })).toBeInViewport({ ratio: 1 });
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

test('on a 390 px phone an open order shows its trigger and its Cancel on screen, left to right and right to left', async ({
  page,
  request,
}) => {
  const { token } = await registerTrader(request);
  // Two-decimal prices at half and at one and a half times the last price: neither fills.
  const [low, high] = [await priceAt(request, 50), await priceAt(request, 150)];
  const ids = { legal_id: ETH_USDT.legalId, currency_id: ETH_USDT.currencyId, type: 1, amount: '0.01' };
  await apiOk(request, 'coin/trade', { ...ids, kind: 'limit', target_price: low }, token);
  await apiOk(
    request,
    'coin/trade',
    { ...ids, kind: 'stop_limit', trigger_price: high, target_price: high },
    token,
  );
  await openDealCenter(page, token);
  await choosePair(page, ETH_USDT.symbol);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'arabic']) {
    if (locale !== 'en') {
      await page.evaluate((code) => localStorage.setItem('locale', code), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const orders = ordersPanel(page).or(page.getByRole('region', { name: 'الأوامر المفتوحة' }));
    const rows = orders.getByRole('row').filter({ has: page.getByRole('button') });
    await expect(rows).toHaveCount(2);
    await rows.first().scrollIntoViewIfNeeded();
    for (const row of await rows.all()) {
      const box = (await row.getByRole('button').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The trigger column is left out on a phone; the trigger shows under the order's kind.
    await expect(rows.filter({ hasText: `≥ ${high}00` })).toBeVisible();
    // ... lined up under the kind, on the page's start side (the right, on an Arabic page).
    const [kindEdges, triggerEdges] = await rows
      .getByText(`≥ ${high}00`, { exact: true })
      .evaluate((note) => {
        const edges = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const { left, right } = range.getBoundingClientRect();
          return [left, right] as const;
        };
        const cell = note.closest('td')!;
        const kind = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode()!;
        return [edges(kind), edges(note)];
      });
    const start = locale === 'en' ? 0 : 1;
    expect(Math.abs(kindEdges[start]! - triggerEdges[start]!)).toBeLessThan(2);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await orders.screenshot({ path: `/tmp/spot-e2e-390-orders-${locale}.png` });
  }
});

test('on an Arabic page the 24h change aligns like the figures beside it', async ({ page, request }) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDealCenter(page, token);
  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The top bar: each figure starts under its label, at the right; the change did at the left.
  const cell = page.getByRole('term').filter({ hasText: 'تغير 24س' }).locator('..');
  await expect(cell.getByRole('definition')).toHaveText(/^[-+]?\d+\.\d{2}%$/);
  const label = await textEdges(cell.getByRole('term'));
  const change = await textEdges(cell.getByRole('definition'));
  expect(Math.abs(label.right - change.right)).toBeLessThan(2);
  // The pair list: the change column's figure keeps clear of the price beside it ("-4.58%64926.47").
  const rows = page.getByRole('complementary', { name: 'الأسواق' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const row of (await rows.all()).slice(0, 10)) {
    const [, price, changeCell] = await row.locator('button > span').all();
    const [priceText, changeText] = [await textEdges(price!), await textEdges(changeCell!)];
    expect(priceText.left - changeText.right).toBeGreaterThanOrEqual(4);
  }
  await checkLayoutA11y(page);
});
