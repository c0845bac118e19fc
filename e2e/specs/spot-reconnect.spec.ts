import { expect, test } from '@playwright/test';
import { startServer, stopApp } from '../support/stack';
import { BTC_USDT, choosePair, openDealCenter, registerTrader, spotPanel } from './spot-support';

test('while the server is down the panel says so and pauses orders; back up, the book moves again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await registerTrader(request);
  await openDealCenter(page, token);
  await choosePair(page, BTC_USDT.symbol);
  const panel = spotPanel(page);
  const buy = panel.getByRole('button', { name: 'Buy BTC' });
  const offline = panel.getByText('Connection lost: orders are paused until it is back.');
  await expect(buy).toBeEnabled();
  await expect(offline).toHaveCount(0);

  await stopApp('server');
  let restarted = false;
  try {
    await expect(offline).toBeVisible({ timeout: 30_000 });
    await expect(buy).toBeDisabled();

    await startServer();
    restarted = true;
    await expect(offline).toHaveCount(0, { timeout: 60_000 });
    await expect(buy).toBeEnabled();
    // The restarted server's book starts a new sequence: the page re-fetches it and keeps following it.
    const bestAsk = page.getByTestId('book-asks').getByRole('button').last();
    const before = await bestAsk.getAttribute('aria-label');
    await expect.poll(() => bestAsk.getAttribute('aria-label'), { timeout: 30_000 }).not.toBe(before);
  } finally {
    if (!restarted) await startServer(); // leave the stack whole for the specs that follow
  }
});
