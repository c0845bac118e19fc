import { expect, test } from '@playwright/test';
import { demoUser } from '../support/session';
import {
  ETH_USDT,
  SOL_USDT,
  availableBalance,
  choosePair,
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
