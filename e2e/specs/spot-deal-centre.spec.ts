import { expect, test } from '@playwright/test';
import { demoUser } from '../support/session';
import {
  BTC_USDT,
  ETH_USDT,
  SOL_USDT,
  availableBalance,
  choosePair,
  decimalCompare,
  loginToken,
  openDealCenter,
  ordersPanel,
  pairList,
  spotPanel,
} from './spot-support';

test('a guest sees the login and register prompts in the spot panel, and no order button', async ({
  page,
}) => {
  await openDealCenter(page, null);
  const panel = spotPanel(page);
  await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/components\/login$/);
  await expect(panel.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    /\/components\/register$/,
  );
  await expect(panel.getByText('to start trading')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Buy|Sell) / })).toHaveCount(0);
  await expect(availableBalance(page)).toHaveCount(0);
  await expect(ordersPanel(page).getByText('Log in to see your orders')).toBeVisible();

  await panel.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/components\/login/);
});

test('choosing another pair reloads the deal centre on that pair', async ({ page, request }) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await openDealCenter(page, token);
  await choosePair(page, ETH_USDT.symbol);
  const panel = spotPanel(page);
  await expect(panel.getByText('Amount (ETH)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Amount (ETH)')).toBeVisible();
  await expect(pairList(page).getByRole('button', { name: /^ETH\/USDT/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Something typed for ETH does not carry over to SOL.
  await panel.getByLabel('Amount (ETH)').fill('1.5');

  await choosePair(page, SOL_USDT.symbol);
  await expect(panel.getByRole('button', { name: 'Buy SOL' })).toBeVisible();
  await expect(panel.getByLabel('Amount (SOL)')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Amount (SOL)')).toBeVisible();
  await expect(pairList(page).getByRole('button', { name: /^SOL\/USDT/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The book and the fills of the new pair arrive (SOL trades around 150, ETH around 3400).
  const bestAsk = page.getByTestId('book-asks').getByRole('button').last();
  await expect(bestAsk).toHaveAccessibleName(/Use price 1\d\d\./);
  await expect(page.getByTestId('recent-fills').getByRole('listitem').first()).toBeVisible();
  // The stored choice survives a reload (spec §4).
  await page.reload();
  await expect(spotPanel(page).getByRole('button', { name: 'Buy SOL' })).toBeVisible();
});

test('the order book: 8 levels a side, a clicked price fills the form, load more and grouping', async ({
  page,
  request,
}) => {
  const token = await loginToken(request, demoUser.email, demoUser.password);
  await openDealCenter(page, token);
  await choosePair(page, BTC_USDT.symbol);
  const book = page.getByRole('region', { name: 'Order book' });
  const asks = page.getByTestId('book-asks').getByRole('button');
  const bids = page.getByTestId('book-bids').getByRole('button');
  await expect(asks).toHaveCount(8);
  await expect(bids).toHaveCount(8);

  // The best bid (top of the bids) goes into the fixed-price form. Read and clicked in one task of the
  // page: the market makers re-quote several times a second.
  const name = await bids.first().evaluate((button) => {
    (button as HTMLButtonElement).click();
    return button.getAttribute('aria-label') ?? '';
  });
  const price = name.replace('Use price ', '');
  expect(price).toMatch(/^\d+\.\d{4}$/);
  const priceBox = spotPanel(page).getByLabel('Buy price');
  await expect.poll(async () => decimalCompare((await priceBox.inputValue()) || '0', price)).toBe(0);

  await book.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => bids.count()).toBeGreaterThan(8);
  await book.getByRole('button', { name: 'Show less' }).click();
  await expect(bids).toHaveCount(8);

  // Grouping by 10 puts every level on a multiple of 10.
  await book.getByLabel('Price grouping').selectOption('10');
  await expect
    .poll(async () => (await bids.first().getAttribute('aria-label')) ?? '')
    .toMatch(/^Use price \d*0\.0000$/);
});
