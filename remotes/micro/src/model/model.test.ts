import { closedOrder, microOrder, orderPage, quotationRow, usdt } from '../testing/fixtures';
import { deadlineOf, remainingAt, secondsText } from './countdown';
import { marksFor } from './marks';
import { checkOrder, feeOf, payoutOf } from './orderForm';
import { chosenPair, microPairs } from './pairs';
import {
  addPlaced,
  applyClosed,
  LEAVE_AFTER_MS,
  nextLeave,
  runningFromPage,
  withoutLeft,
} from './runningOrders';

describe('the countdown', () => {
  it('counts from the server remaining time anchored on receipt, never below 0', () => {
    const deadline = deadlineOf(12_340, 5_000);
    expect(remainingAt(deadline, 5_000)).toBe(12_340);
    expect(remainingAt(deadline, 17_000)).toBe(340);
    expect(remainingAt(deadline, 99_000)).toBe(0);
  });

  it('shows tenths rounded up, so 0.0 only when the time is up', () => {
    expect(secondsText(30_000)).toBe('30.0');
    expect(secondsText(12_301)).toBe('12.4');
    expect(secondsText(1)).toBe('0.1');
    expect(secondsText(0)).toBe('0.0');
  });
});

describe('the running list', () => {
  const order = microOrder({ remain_milli_seconds: 4_000 });
  const state = runningFromPage(orderPage([order]), 1_000);

  it('keeps only running orders from a page, each with its deadline', () => {
    const page = orderPage([order, closedOrder(microOrder())]);
    expect(runningFromPage(page, 1_000).rows.map((row) => [row.order.id, row.deadline])).toEqual([
      [order.id, 5_000],
    ]);
  });

  it('replaces the row with the closed order, which leaves 0.5 s later', () => {
    const closed = closedOrder(order);
    const next = applyClosed(state, [closed], 6_000);
    expect(next.rows[0]).toMatchObject({ order: closed, leaveAt: 6_000 + LEAVE_AFTER_MS });
    expect(nextLeave(next)).toBe(6_500);
    expect(withoutLeft(next, 6_499).rows).toHaveLength(1);
    expect(withoutLeft(next, 6_500).rows).toHaveLength(0);
  });

  it('ignores a push for an order it does not list, and a second push for the same order', () => {
    expect(applyClosed(state, [closedOrder(microOrder())], 6_000)).toBe(state);
    const once = applyClosed(state, [closedOrder(order)], 6_000);
    expect(applyClosed(once, [closedOrder(order, { fact_profits: '1' })], 6_100)).toBe(once);
  });

  it('keeps a row closed by a push when a page made before the settlement still lists it running', () => {
    const closing = applyClosed(state, [closedOrder(order)], 6_000);
    const reloaded = runningFromPage(orderPage([order]), 6_100, closing);
    expect(reloaded.rows[0]!.order.status).toBe(3);
  });

  it('adds a placed order once, newest first', () => {
    const placed = microOrder({ created_at: order.created_at + 1 });
    const next = addPlaced(state, placed, 2_000);
    expect(next.rows.map((row) => row.order.id)).toEqual([placed.id, order.id]);
    expect(addPlaced(next, placed, 2_100)).toBe(next);
  });
});

describe('the order form (spec §5 Micro order)', () => {
  const option = { seconds: 30, profit_ratio: '80' };

  it("asks for an amount first ('miscro.openNum')", () => {
    expect(checkOrder({ currency: usdt(), number: '', option })).toEqual({ ok: false, error: 'openNum' });
  });

  it('asks for a duration and a currency', () => {
    expect(checkOrder({ currency: usdt(), number: '10', option: undefined })).toMatchObject({
      error: 'chooseSeconds',
    });
    expect(checkOrder({ currency: undefined, number: '10', option })).toMatchObject({
      error: 'chooseCurrency',
    });
  });

  it('refuses an order the micro balance cannot pay with its fee', () => {
    const poor = usdt({ user_wallet: { micro_balance: '10.09', lock_micro_balance: '0' } });
    expect(checkOrder({ currency: poor, number: '10', option })).toEqual({
      ok: false,
      error: 'insufficient',
      params: { balance: '10.09', needed: '10.1', currency: 'USDT' },
    });
    const enough = usdt({ user_wallet: { micro_balance: '10.1', lock_micro_balance: '0' } });
    expect(checkOrder({ currency: enough, number: '10', option })).toEqual({
      ok: true,
      number: '10',
      seconds: 30,
      currencyId: 1,
    });
  });

  it('computes the fee and the payout in decimals', () => {
    expect(feeOf('10', usdt({ micro_trade_fee: '0.3' }))).toBe('0.03');
    expect(payoutOf('10', option)).toBe('18');
    expect(payoutOf('0.1', { seconds: 60, profit_ratio: '85' })).toBe('0.185');
  });
});

describe('micro pairs', () => {
  const btc = quotationRow();
  const eth = quotationRow({ currency_id: 3, currency_name: 'ETH' });
  const closed = quotationRow({ currency_id: 6, currency_name: 'XRP', open_microtrade: 0 });
  const hidden = quotationRow({ currency_id: 15, currency_name: 'SUI', is_display: 0 });
  const groups = [
    { id: 1, name: 'USDT', quotation: [btc, closed, eth, hidden], fiat_convert_cny: '7', rmb_relation: '7' },
  ];

  it('need is_display 1 and open_microtrade 1 (spec §5)', () => {
    expect(microPairs(groups).map((row) => row.currency_name)).toEqual(['BTC', 'ETH']);
  });

  it("show the query's pair, else the first", () => {
    const rows = microPairs(groups);
    expect(chosenPair(rows, { legalId: 1, currencyId: 3 })).toBe(eth);
    expect(chosenPair(rows, { currencyId: 6 })).toBe(btc);
    expect(chosenPair(rows, {})).toBe(btc);
  });
});

describe('the chart marks', () => {
  it("mark the pair's running open prices and the last settled order's open and end prices", () => {
    const running = microOrder({ open_price: '65000' });
    const other = microOrder({ symbol_name: 'ETH/USDT' });
    const settled = closedOrder(microOrder({ type: 2, open_price: '64990' }));
    expect(marksFor('BTC/USDT', [running, other], settled)).toEqual([
      { id: `open-${running.id}`, price: '65000', kind: 'open', direction: 1 },
      { id: `open-${settled.id}`, price: '64990', kind: 'open', direction: 2 },
      { id: `end-${settled.id}`, price: '65010', kind: 'end', direction: 2 },
    ]);
    expect(marksFor('ETH/USDT', [running], settled)).toEqual([]);
  });
});
