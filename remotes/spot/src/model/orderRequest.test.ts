import { loadAdvancedRules } from './orderKinds';
import { checkOrder, fieldOfRefusal, type OrderEntry } from './orderRequest';

beforeAll(() => loadAdvancedRules());

const entry: OrderEntry = {
  mode: 'fixed',
  kind: 'stop_limit',
  side: 'buy',
  price: '100',
  trigger: '',
  stopLimit: '',
  amount: '1',
  timeInForce: 'GTC',
};

describe('checkOrder', () => {
  it("sends a GTC fixed order and a market order with the spec's fields only", () => {
    expect(checkOrder(entry)).toEqual({ ok: true, fields: { target_price: '100', amount: '1' } });
    expect(checkOrder({ ...entry, mode: 'market', timeInForce: 'IOC' })).toEqual({
      ok: true,
      fields: { target_price: '', amount: '1' },
    });
  });

  it('sends a fixed order with another time in force as a limit order with it', () => {
    for (const timeInForce of ['IOC', 'FOK', 'POST_ONLY'] as const)
      expect(checkOrder({ ...entry, timeInForce })).toEqual({
        ok: true,
        fields: { target_price: '100', amount: '1', kind: 'limit', time_in_force: timeInForce },
      });
  });

  it('names the field of a failed fixed-order check', () => {
    expect(checkOrder({ ...entry, price: '' })).toEqual({ ok: false, error: 'enterPrice', field: 'price' });
    expect(checkOrder({ ...entry, price: '1234567890123' })).toMatchObject({ field: 'price' });
    expect(checkOrder({ ...entry, available: '99' })).toEqual({
      ok: false,
      error: 'insufficientBalance',
      field: 'amount',
    });
  });

  it('checks the advanced tab as a stop-limit or an OCO', () => {
    expect(checkOrder({ ...entry, mode: 'advanced', trigger: '101', lastPrice: '100' })).toEqual({
      ok: true,
      fields: { kind: 'stop_limit', target_price: '100', trigger_price: '101', amount: '1' },
    });
    expect(checkOrder({ ...entry, mode: 'advanced', kind: 'oco', trigger: '101' })).toMatchObject({
      error: 'enterStopLimitPrice',
    });
  });
});

describe('fieldOfRefusal', () => {
  it('points a server refusal at its field, and nothing else at one', () => {
    expect(fieldOfRefusal('spot.postOnlyWouldTake')).toBe('price');
    expect(fieldOfRefusal('spot.triggerBelowMarket')).toBe('trigger');
    expect(fieldOfRefusal('spot.fokNotFilled')).toBe('amount');
    expect(fieldOfRefusal('spot.tooManyStops')).toBeUndefined();
  });
});
