import type { LeverHistoryFill, LeverHistoryOrder } from '@exchange/protocol';
import { historyRows } from './history';

const order = (id: number, status: 0 | 1 | 3 | 4): LeverHistoryOrder => ({
  id,
  create_time: 1_700_000_000_000 + id,
  currency_name: 'BTC',
  legal_name: 'USDT',
  total_number: 2,
  price: '50000',
  complete_number: status === 0 || status === 4 ? 0 : 2,
  number: '0.02',
  total_money: '1000',
  type: 1,
  status,
});
const fill = (id: number, type: 'in' | 'out', fee: string): LeverHistoryFill => ({
  id,
  time: 1_700_000_100_000 + id,
  number: '0.02',
  price: type === 'in' ? '50000' : '51000',
  in_fee: type === 'in' ? fee : '0',
  out_fee: type === 'out' ? fee : '0',
  type,
  side: 1,
});

describe('historyRows', () => {
  it("puts each order's opening and closing fill beside it, in the server's order", () => {
    const rows = historyRows({
      orders: [order(3, 3), order(2, 1), order(1, 4)],
      complete: [fill(3, 'out', '0.5'), fill(2, 'in', '1.2'), fill(3, 'in', '1')],
    });
    expect(rows.map((row) => [row.order.id, row.entry?.in_fee, row.exit?.out_fee])).toEqual([
      [3, '1', '0.5'],
      [2, '1.2', undefined],
      [1, undefined, undefined],
    ]);
  });
});
