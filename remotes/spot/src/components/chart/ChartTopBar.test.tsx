import { createTestSdk } from '@exchange/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { btcUsdt, okBody } from '../../testing/fixtures';
import { goOnline, renderPage } from '../../testing/render';
import { ChartTopBar } from './ChartTopBar';

describe('ChartTopBar', () => {
  it('shows the 24h figures, then follows daymarket pushes of its pair only', async () => {
    const test = createTestSdk();
    test.server.on(
      '/api/market/get_current',
      okBody({ change: '-1.234', vol: '12345.6', high: '31000', low: '29000', close: '30000.5' }),
    );
    await renderPage(
      <ChartTopBar pair={btcUsdt} issueNumber="21000000" description="<p><b>Bitcoin</b> rules</p>" />,
      { test },
    );
    await waitFor(() => expect(screen.getByTestId('top-last')).toHaveTextContent('30000.5000'));
    expect(screen.getByText('-1.23%')).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Issued: 21,000,000Bitcoin rules',
    );
    expect(test.server.requests.find((r) => r.path === '/api/market/get_current')!.fields).toMatchObject({
      base_currency: 'BTC',
      quote_currency: 'USDT',
    });
    await goOnline(test);
    expect(test.sockets[0]!.emitted).toContainEqual({
      event: 'subscribe',
      payload: { topics: [{ channel: 'ticker', pair: 'BTC/USDT' }] },
    });
    const push = {
      symbol: 'BTC/USDT',
      change: '2.5',
      now_price: '31000',
      volume: '1',
      high: '31000',
      low: '29000',
      currency_name: 'BTC',
      legal_name: 'USDT',
      legal_id: 1,
    };
    act(() => {
      test.sockets[0]!.push('daymarket', { ...push, currency_id: 3, now_price: '5' });
      test.sockets[0]!.push('daymarket', { ...push, currency_id: 2 });
    });
    await waitFor(() => expect(screen.getByTestId('top-last')).toHaveTextContent('31000.0000'));
    expect(screen.getByText('2.50%')).toBeInTheDocument();
  });
});
