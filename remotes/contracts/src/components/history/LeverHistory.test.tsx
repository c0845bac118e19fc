import type { LeverHistoryFill, LeverHistoryOrder } from '@exchange/protocol';
import { createTestSdk, type FakeAnswer, type RecordedRequest } from '@exchange/sdk/testing';
import { act, screen, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import LeverTransactionsPage from '../../pages/LeverTransactionsPage';
import { fail, ok, quotationRow } from '../../testing/fixtures';
import { logInOnline, sentTo } from '../../testing/contractStore';
import { renderPage } from '../../testing/render';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

const groups = [
  {
    id: 1,
    name: 'USDT',
    quotation: [quotationRow(), quotationRow({ currency_id: 3, currency_name: 'ETH', now_price: '3000' })],
    fiat_convert_cny: '7',
    rmb_relation: '7',
  },
];

const order = (id: number, status: 0 | 1 | 3 | 4, overrides: Partial<LeverHistoryOrder> = {}) => ({
  id,
  create_time: 1_700_000_000_000,
  currency_name: 'BTC',
  legal_name: 'USDT',
  total_number: 2,
  price: '50000',
  complete_number: status === 4 ? 0 : 2,
  number: '0.02',
  total_money: '1000',
  type: 1 as const,
  status,
  ...overrides,
});
const fill = (id: number, type: 'in' | 'out', price: string, fee: string): LeverHistoryFill => ({
  id,
  time: 1_700_000_100_000,
  number: '0.02',
  price,
  in_fee: type === 'in' ? fee : '0',
  out_fee: type === 'out' ? fee : '0',
  type,
  side: 1,
});
const dealall = (
  orders: LeverHistoryOrder[],
  complete: LeverHistoryFill[],
  total = orders.length,
  page = 1,
) => ok({ orders, complete, page, limit: 20, total });

async function historyTab(
  answer: FakeAnswer | ((request: { fields: Record<string, string> }) => FakeAnswer),
) {
  const test = createTestSdk();
  test.server.on('/api/currency/quotation_new', ok(groups));
  test.server.on('/api/lever/dealall', answer);
  await logInOnline(test);
  await renderPage(<LeverTransactionsPage />, { test, path: '/leverTransactions?tab=history' });
  return test;
}

describe('the lever history tab (/leverTransactions?tab=history)', () => {
  it('is a tab of the order list and lists each order with its entry and exit fees, page by page', async () => {
    const test = await historyTab((request: RecordedRequest) =>
      request.fields.page === '1'
        ? dealall(
            [order(9, 3, { type: 2 }), order(8, 4)],
            [fill(9, 'out', '49000', '0.35'), fill(9, 'in', '50000', '1.25')],
            3,
          )
        : dealall([order(7, 1)], [fill(7, 'in', '50100', '2')], 3, 2),
    );
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Lever history BTC/USDT' });
    const closed = (await within(table).findByText('1.2500')).closest('tr')!;
    expect(closed).toHaveTextContent('Short');
    expect(closed).toHaveTextContent('2 / 2');
    expect(closed).toHaveTextContent('50000.0000');
    expect(closed).toHaveTextContent('49000.0000');
    expect(closed).toHaveTextContent('0.3500');
    expect(closed).toHaveTextContent('Closed');
    const revoked = within(table).getByText('Revoked').closest('tr')!;
    expect(revoked).toHaveTextContent('0 / 2');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('2.0000')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(sentTo(test, '/api/lever/dealall')).toEqual([
      { legal_id: '1', currency_id: '2', page: '1' },
      { legal_id: '1', currency_id: '2', page: '2' },
    ]);
  });

  it('reads the pair chosen in its pair list', async () => {
    const test = await historyTab(dealall([], []));
    await screen.findByRole('table', { name: 'Lever history BTC/USDT' });
    await userEvent.selectOptions(screen.getByLabelText('Pair'), 'ETH/USDT');
    expect(await screen.findByRole('table', { name: 'Lever history ETH/USDT' })).toBeInTheDocument();
    expect(sentTo(test, '/api/lever/dealall').map((fields) => fields.currency_id)).toEqual(['2', '3']);
  });

  it('shows a spinner while loading, then the empty state', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    await historyTab(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const table = await screen.findByRole('table', { name: 'Lever history BTC/USDT' });
    expect(within(table).getByRole('status')).toBeInTheDocument();
    await act(async () => answer(dealall([], [])));
    expect(await screen.findByText('No lever orders yet')).toBeInTheDocument();
  });

  it('shows the failure with a retry that reads again', async () => {
    let calls = 0;
    const test = await historyTab(() =>
      ++calls === 1 ? fail('lever.pairClosed') : dealall([order(5, 3)], [fill(5, 'in', '50000', '1')]),
    );
    const failure = await screen.findByRole('alert');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Lever history BTC/USDT' });
    expect(await within(table).findByText('1.0000')).toBeInTheDocument();
    expect(sentTo(test, '/api/lever/dealall')).toHaveLength(2);
  });
});
