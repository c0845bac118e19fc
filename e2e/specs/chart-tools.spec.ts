import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BTC_USDT, ETH_USDT, openDealCenter, pairList, registerTrader } from './spot-support';

// Issue 26 item 2: indicators and drawings on the charts, kept per pair (server for a user, the
// browser for a visitor), restored after a reload; the same tools on the contracts chart.

// Room for the toolbar, the indicator panel and the plot in one screen (clicks must land on the plot).
test.use({ viewport: { width: 1280, height: 1100 } });

const chartRegion = (page: Page, symbol = BTC_USDT.symbol): Locator =>
  page.getByRole('region', { name: `${symbol} chart` });

async function addIndicator(chart: Locator, name: string, period: string) {
  const toggle = chart.getByRole('button', { name: 'Indicators' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await chart.getByRole('combobox', { name: 'Indicator' }).selectOption({ label: name });
  await chart.getByRole('spinbutton', { name: 'Period' }).fill(period);
  await chart.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Arms a drawing tool and clicks the plot at the given share of its width and height. */
async function draw(page: Page, chart: Locator, tool: string, clicks: Array<[number, number]>) {
  const button = chart.getByRole('button', { name: tool, exact: true });
  await button.hover();
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  await expect(chart.locator('.highcharts-container')).toBeVisible();
  // The tools' modules rebuild the chart once they arrive: arm the tool on the rebuilt chart.
  await page.waitForTimeout(300);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const plot = chart.locator('.highcharts-plot-background');
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  for (const [x, y] of clicks) await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
}

async function addIndicatorAndDrawings(page: Page, chart: Locator) {
  await addIndicator(chart, 'EMA', '30');
  await expect(chart.getByRole('list', { name: 'Indicators on the chart' })).toContainText('EMA (30)');
  await chart.getByRole('button', { name: 'Indicators' }).click(); // closes the panel
  await draw(page, chart, 'Horizontal line', [[0.5, 0.3]]);
  await draw(page, chart, 'Trend line', [
    [0.2, 0.5],
    [0.7, 0.15],
  ]);
  const drawings = chart.getByRole('list', { name: 'Drawings on the chart' });
  await expect(drawings).toContainText('Horizontal line 1');
  await expect(drawings).toContainText('Trend line 1');
}

async function expectKept(chart: Locator) {
  await chart.getByRole('button', { name: 'Indicators' }).click(); // the panel lists them
  await expect(chart.getByRole('list', { name: 'Indicators on the chart' })).toContainText('EMA (30)');
  const drawings = chart.getByRole('list', { name: 'Drawings on the chart' });
  await expect(drawings).toContainText('Horizontal line 1');
  await expect(drawings).toContainText('Trend line 1');
  // Drawn on the chart too: the annotations' groups are in the SVG.
  await expect(chart.locator('.highcharts-annotation')).toHaveCount(2);
}

test("a visitor's indicator and drawings stay on the spot chart after a reload, for that pair only", async ({
  page,
}, testInfo) => {
  await openDealCenter(page, null);
  const chart = chartRegion(page);
  await addIndicatorAndDrawings(page, chart);
  await page.reload();
  await expectKept(chartRegion(page));
  await chartRegion(page).screenshot({ path: testInfo.outputPath('chart-tools-white.png') });
  await expectNoSeriousA11yViolations(page, ['header', 'footer']);

  // A visitor's panel has no Buy button to wait for (spot-support's choosePair): pick the pair in the list.
  await pairList(page).getByRole('searchbox', { name: 'Search coin' }).fill('ETH');
  await pairList(page)
    .getByRole('button', { name: /^ETH\/USDT/ })
    .click();
  const eth = chartRegion(page, ETH_USDT.symbol);
  await expect(eth.locator('.highcharts-container')).toBeVisible();
  await expect(eth.getByRole('list', { name: 'Drawings on the chart' })).toHaveCount(0);
  await expect(eth.locator('.highcharts-annotation')).toHaveCount(0);
});

test("a user's indicator and drawings are kept on the server: another browser sees them", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const trader = await registerTrader(request);
  await openDealCenter(page, trader.token, 'dark');
  await addIndicatorAndDrawings(page, chartRegion(page));
  await page.reload();
  await expectKept(chartRegion(page));
  await chartRegion(page).screenshot({ path: testInfo.outputPath('chart-tools-dark.png') });

  const other = await browser.newPage();
  await openDealCenter(other, trader.token);
  await expectKept(chartRegion(other));
  await other.close();
});

test('the contracts chart has the same tools, kept apart from the spot chart', async ({ page, request }) => {
  const trader = await registerTrader(request);
  await page.goto('/');
  await page.evaluate(
    ([token, pair]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('legal_id', String(pair.legalId));
      localStorage.setItem('currency_id', String(pair.currencyId));
      localStorage.setItem('legal_name', 'USDT');
      localStorage.setItem('currency_name', 'BTC');
    },
    [trader.token, BTC_USDT] as const,
  );
  await page.goto('/manger');
  const chart = chartRegion(page);
  await addIndicatorAndDrawings(page, chart);
  await page.reload();
  await expectKept(chartRegion(page));
  await expectNoSeriousA11yViolations(page, ['header', 'footer']);

  await openDealCenter(page, trader.token);
  await expect(chartRegion(page).locator('.highcharts-container')).toBeVisible();
  await expect(chartRegion(page).getByRole('list', { name: 'Drawings on the chart' })).toHaveCount(0);
});

test('the tools fit a 390 px phone in Arabic', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'arabic'));
  await page.goto('/dealCenter');
  const toggle = page.getByRole('button', { name: 'المؤشرات' });
  await toggle.click();
  await expect(page.getByRole('group', { name: 'المؤشرات' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: testInfo.outputPath('chart-tools-phone-ar.png'), fullPage: true });
});
