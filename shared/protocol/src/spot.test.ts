import { coinTrade, idempotencyKeySchema, spotApi, transactionDel } from './spot';

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
