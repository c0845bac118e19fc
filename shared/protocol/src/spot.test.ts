import { coinTrade, idempotencyKeySchema, spotApi, spotOrderSchema, transactionDel } from './spot';

describe('spot protocol', () => {
  it('reads a fixed-price order from form strings', () => {
    expect(
      coinTrade.request.parse({
        legal_id: '1',
        currency_id: '2',
        type: '1',
        target_price: '100.5',
        amount: '0.25',
      }),
    ).toEqual({ legal_id: 1, currency_id: 2, type: 1, target_price: '100.5', amount: '0.25' });
  });

  it('treats an empty or absent price as a market order', () => {
    expect(
      coinTrade.request.parse({ legal_id: '1', currency_id: '2', type: '2', amount: '3' }).target_price,
    ).toBe('0');
    expect(
      coinTrade.request.parse({ legal_id: '1', currency_id: '2', type: '2', target_price: '', amount: '3' })
        .target_price,
    ).toBe('0');
  });

  it('rejects a negative or missing amount with the spot.enterAmount key', () => {
    for (const amount of ['-1', '', undefined, '1e3']) {
      const result = coinTrade.request.safeParse({ legal_id: '1', currency_id: '2', type: '1', amount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('spot.enterAmount');
    }
  });

  it('rejects a side other than buy or sell', () => {
    expect(
      coinTrade.request.safeParse({ legal_id: '1', currency_id: '2', type: '3', amount: '1' }).success,
    ).toBe(false);
  });

  it('accepts in/out as the side of transaction_del', () => {
    expect(transactionDel.request.parse({ id: '5', type: 'out' })).toEqual({ id: 5, type: 2 });
  });

  it('keeps every spot call private', () => {
    expect(Object.values(spotApi).every((endpoint) => endpoint.auth)).toBe(true);
  });

  it('accepts only short url-safe idempotency keys', () => {
    expect(idempotencyKeySchema.safeParse('a1b2c3d4-e5').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has space in it').success).toBe(false);
  });
});

describe('spot protocol: conditional orders and time in force (issue 26)', () => {
  const base = { legal_id: '1', currency_id: '2', type: '2', amount: '1' };

  it('reads a stop-limit order with its trigger and time in force from form strings', () => {
    expect(
      coinTrade.request.parse({
        ...base,
        kind: 'stop_limit',
        time_in_force: 'IOC',
        target_price: '99',
        trigger_price: '100',
      }),
    ).toEqual({
      legal_id: 1,
      currency_id: 2,
      type: 2,
      amount: '1',
      kind: 'stop_limit',
      time_in_force: 'IOC',
      target_price: '99',
      trigger_price: '100',
    });
  });

  it('reads an OCO with both legs prices', () => {
    const parsed = coinTrade.request.parse({
      ...base,
      kind: 'oco',
      target_price: '120',
      trigger_price: '90',
      stop_limit_price: '89.5',
    });
    expect(parsed).toMatchObject({
      kind: 'oco',
      target_price: '120',
      trigger_price: '90',
      stop_limit_price: '89.5',
    });
  });

  it('reads empty new fields as absent, so a spec-only request means what it did', () => {
    expect(coinTrade.request.parse({ ...base, kind: '', time_in_force: '', trigger_price: '' })).toEqual({
      legal_id: 1,
      currency_id: 2,
      type: 2,
      amount: '1',
      target_price: '0',
    });
  });

  it('refuses an unknown kind or time in force', () => {
    expect(coinTrade.request.safeParse({ ...base, kind: 'trailing' }).success).toBe(false);
    expect(coinTrade.request.safeParse({ ...base, time_in_force: 'GTD' }).success).toBe(false);
  });

  it('names the field in the failure key of a malformed trigger or stop-limit price', () => {
    const trigger = coinTrade.request.safeParse({ ...base, kind: 'stop_limit', trigger_price: '-1' });
    expect(trigger.error?.issues[0]?.message).toBe('spot.enterTriggerPrice');
    const stopLimit = coinTrade.request.safeParse({ ...base, kind: 'oco', stop_limit_price: '1e3' });
    expect(stopLimit.error?.issues[0]?.message).toBe('spot.enterPrice');
  });

  it('reads an order row with and without the new fields', () => {
    const row = {
      id: 7,
      symbol: 'BTC/USDT',
      type: 2,
      status: 1,
      trade_amount: '1',
      target_price: '99',
      trade_price: '0',
      updated_at: 1,
      kind: 'stop_limit',
      legal_id: 1,
      currency_id: 2,
      deal_amount: '0',
      fee: '0',
      created_at: 1,
    } as const;
    expect(spotOrderSchema.parse(row)).toEqual(row);
    const conditional = {
      ...row,
      time_in_force: 'GTC',
      trigger_price: '100',
      trigger_state: 'waiting',
      oco_id: 6,
    };
    expect(spotOrderSchema.parse(conditional)).toEqual(conditional);
    expect(spotOrderSchema.safeParse({ ...row, trigger_state: 'fired' }).success).toBe(false);
  });
});
