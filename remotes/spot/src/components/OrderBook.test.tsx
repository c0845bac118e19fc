import type { MarketDepthPush } from '@exchange/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk, manualFrames } from '@exchange/sdk/testing';
import type { ReactElement } from 'react';
import { btcUsdt as pair, dealInfo, okBody } from '../testing/fixtures';
import { goOnline, renderPage } from '../testing/render';
import { OrderBook } from './OrderBook';
import { RecentFills } from './RecentFills';

jest.setTimeout(20_000);

const level = (price: number, number = '1') => ({ price: String(price), number });

/**
 * A view on the sdk's shared depth and trades channels, over a server whose transaction/deal has 12
 * bids, 3 asks and no fills; frames run when the test says.
 */
async function renderOnBook(view: (frames: ReturnType<typeof manualFrames>) => ReactElement) {
  const frames = manualFrames();
  const test = createTestSdk();
  test.server.on(
    '/api/transaction/deal',
    okBody(
      dealInfo({
        seq: 1,
        last_price: '100',
        in: Array.from({ length: 12 }, (_, i) => level(99 - i)),
        out: Array.from({ length: 3 }, (_, i) => level(101 + i, '2')),
      }),
    ),
  );
  await renderPage(view(frames), { test });
  act(() => frames.frame());
  const socket = await goOnline(test);
  return { frames, test, socket };
}

const shownBids = () => within(screen.getByTestId('book-bids')).getAllByRole('listitem');

const push = (seq: number, bid: string): MarketDepthPush => ({
  symbol: 'BTC/USDT',
  legal_id: 1,
  currency_id: 2,
  seq,
  last_price: bid,
  proportion: '0',
  token: 'btcusdt',
  yesterday: '1',
  today: '1',
  bids: [[bid, '3']],
  asks: [['200', '1']],
});

describe('OrderBook', () => {
  it('shows 8 bids with cumulative totals, asks best at the bottom, and the last price', async () => {
    await renderOnBook((frames) => <OrderBook pair={pair} timing={frames} />);
    await waitFor(() => expect(shownBids()).toHaveLength(8));
    const bids = shownBids();
    expect(bids).toHaveLength(8);
    expect(bids[0]).toHaveTextContent('99.00001.00001.0000');
    expect(bids[7]).toHaveTextContent('92.00001.00008.0000');
    const asks = within(screen.getByTestId('book-asks')).getAllByRole('listitem');
    expect(asks.map((row) => row.textContent)).toEqual([
      '103.00002.00006.0000',
      '102.00002.00004.0000',
      '101.00002.00002.0000',
    ]);
    expect(screen.getByTestId('book-last')).toHaveTextContent('100.0000');
  });

  it('loads more levels on request', async () => {
    await renderOnBook((frames) => <OrderBook pair={pair} timing={frames} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(screen.getByTestId('book-bids')).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('groups prices', async () => {
    await renderOnBook((frames) => <OrderBook pair={pair} timing={frames} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price grouping' }), '10');
    const bids = within(screen.getByTestId('book-bids')).getAllByRole('listitem');
    expect(bids.map((row) => row.textContent)).toEqual(['90.000010.000010.0000', '80.00002.000012.0000']);
  });

  it("names each level's price button with its visible price (WCAG 2.5.3 label in name)", async () => {
    await renderOnBook((frames) => <OrderBook pair={pair} timing={frames} />);
    const prices = within(screen.getByTestId('book-asks')).getAllByRole('button');
    expect(prices.map((button) => button.textContent)).toEqual(['103.0000', '102.0000', '101.0000']);
    for (const button of prices) expect(button).toHaveAccessibleName(`Use price ${button.textContent}`);
  });

  it('passes a clicked price to the form', async () => {
    const onPickPrice = jest.fn();
    await renderOnBook((frames) => <OrderBook pair={pair} timing={frames} onPickPrice={onPickPrice} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use price 101.0000' }));
    expect(onPickPrice).toHaveBeenCalledWith('101');
  });

  it('renders once per frame during a push storm, not once per message', async () => {
    const onRender = jest.fn();
    const { frames, socket } = await renderOnBook((frames) => (
      <OrderBook pair={pair} timing={frames} onRender={onRender} />
    ));
    act(() => frames.frame());
    onRender.mockClear();
    act(() => {
      for (let seq = 2; seq <= 101; seq++) socket.push('market_depth', push(seq, String(50 + seq)));
    });
    expect(onRender).not.toHaveBeenCalled();
    act(() => frames.frame());
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(within(screen.getByTestId('book-bids')).getByRole('listitem')).toHaveTextContent(
      '151.00003.00003.0000',
    );
  });
});

describe('RecentFills', () => {
  it('shows the newest trade first, at most 20, in one render per frame', async () => {
    const onRender = jest.fn();
    const { frames, socket } = await renderOnBook((frames) => (
      <RecentFills pair={pair} timing={frames} onRender={onRender} />
    ));
    act(() => frames.frame());
    onRender.mockClear();
    act(() => {
      for (let i = 1; i <= 30; i++)
        socket.push('match_trade', {
          type: 'match_trade',
          data: [{ ts: 0, direction: i % 2 ? 'buy' : 'sell', amount: '1', price: String(i) }],
          symbol: 'BTC/USDT',
          currency_id: 2,
          legal_id: 1,
        });
    });
    act(() => frames.frame());
    expect(onRender).toHaveBeenCalledTimes(1);
    const rows = within(screen.getByTestId('recent-fills')).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('08:00:0030.00001.0000');
    expect(within(rows[0]!).getByLabelText('Sell 30.0000')).toBeInTheDocument();
  });

  it('does not render when only the book moved', async () => {
    const onRender = jest.fn();
    const { frames, socket } = await renderOnBook((frames) => (
      <>
        <OrderBook pair={pair} timing={frames} />
        <RecentFills pair={pair} timing={frames} onRender={onRender} />
      </>
    ));
    act(() => frames.frame());
    onRender.mockClear();
    act(() => socket.push('market_depth', push(2, '98')));
    act(() => frames.frame());
    expect(onRender).not.toHaveBeenCalled();
  });
});
