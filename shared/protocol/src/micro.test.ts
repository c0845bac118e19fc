import {
  microApi,
  microClosedPushSchema,
  microLists,
  microSubmit,
  MicroOrderStatus,
  type MicroOrder,
} from './micro';

const closedOrder: MicroOrder = {
  id: 7,
  symbol_name: 'BTC/USDT',
  seconds: 30,
  number: '100',
  currency_name: 'USDT',
  open_price: '65000.12',
  end_price: '65010',
  type: 1,
  status: 3,
  remain_milli_seconds: 0,
  fact_profits: '79',
  fee: '1',
  match_id: 1,
  currency_id: 1,
  profit_ratio: '80',
  result: 1,
  created_at: 1_700_000_000_000,
  end_at: 1_700_000_030_000,
};

describe('micro protocol', () => {
  it('reads a submit from form strings', () => {
    expect(
      microSubmit.request.parse({ match_id: '1', currency_id: '1', type: '2', seconds: '30', number: '100' }),
    ).toEqual({ match_id: 1, currency_id: 1, type: 2, seconds: 30, number: '100' });
  });

  it('answers micro.enterNumber for a missing, zero, negative or garbage number', () => {
    for (const number of [undefined, '', '0', '-5', 'abc', '1e3']) {
      const result = microSubmit.request.safeParse({
        match_id: '1',
        currency_id: '1',
        type: '1',
        seconds: '30',
        number,
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('micro.enterNumber');
    }
  });

  it('refuses a direction other than up or down', () => {
    const result = microSubmit.request.safeParse({
      match_id: '1',
      currency_id: '1',
      type: '3',
      seconds: '30',
      number: '10',
    });
    expect(result.error?.issues[0]?.message).toBe('micro.badDirection');
  });

  it('lists running orders 20 a page by default and reads an empty match_id as all pairs', () => {
    expect(microLists.request.parse({ match_id: '' })).toEqual({
      page: 1,
      status: MicroOrderStatus.running,
      limit: 20,
      match_id: undefined,
    });
    expect(microLists.request.parse({ page: '2', status: '3', match_id: '4' })).toMatchObject({
      page: 2,
      status: 3,
      match_id: 4,
    });
    expect(microLists.request.safeParse({ status: '2' }).success).toBe(false);
  });

  it('reads a micro_closed push with a signed profit', () => {
    expect(microClosedPushSchema.parse({ type: 'micro_closed', data: closedOrder }).data.fact_profits).toBe(
      '79',
    );
    const lost = { ...closedOrder, fact_profits: '-101', result: -1 };
    expect(microClosedPushSchema.safeParse({ type: 'micro_closed', data: lost }).success).toBe(true);
    expect(
      microClosedPushSchema.safeParse({ type: 'micro_closed', data: { ...closedOrder, status: 2 } }).success,
    ).toBe(false);
  });

  it('keeps every call private but the seconds options', () => {
    expect(
      Object.entries(microApi)
        .filter(([, e]) => !e.auth)
        .map(([name]) => name),
    ).toEqual(['microSeconds']);
  });
});
