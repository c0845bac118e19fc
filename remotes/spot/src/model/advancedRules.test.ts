import { validateAdvancedOrder, type AdvancedOrderInput } from './advancedRules';

const stopBuy: AdvancedOrderInput = {
  kind: 'stop_limit',
  side: 'buy',
  price: '105',
  trigger: '104',
  stopLimit: '',
  amount: '2',
};
const ocoSell: AdvancedOrderInput = {
  kind: 'oco',
  side: 'sell',
  price: '110',
  trigger: '95',
  stopLimit: '94',
  amount: '1.5',
};

describe('validateAdvancedOrder (issue 26, spec §5 rules on every price)', () => {
  it('sends a stop-limit with its trigger and limit price in canonical decimals', () => {
    expect(
      validateAdvancedOrder({ ...stopBuy, price: '105.50', trigger: '104.0', lastPrice: '100' }),
    ).toEqual({
      ok: true,
      fields: { kind: 'stop_limit', target_price: '105.5', trigger_price: '104', amount: '2' },
    });
  });

  it('asks for the trigger, then the limit price, then the amount of a stop-limit', () => {
    expect(validateAdvancedOrder({ ...stopBuy, trigger: '', price: '' })).toEqual({
      ok: false,
      error: 'enterTriggerPrice',
      field: 'trigger',
    });
    expect(validateAdvancedOrder({ ...stopBuy, price: '0' })).toMatchObject({
      error: 'enterPrice',
      field: 'price',
    });
    expect(validateAdvancedOrder({ ...stopBuy, amount: '0.0000' })).toMatchObject({
      error: 'enterAmount',
      field: 'amount',
    });
  });

  it("keeps a stop buy's trigger above the last price and a stop sell's below", () => {
    expect(validateAdvancedOrder({ ...stopBuy, lastPrice: '104' })).toMatchObject({
      error: 'triggerAboveMarket',
      field: 'trigger',
    });
    expect(
      validateAdvancedOrder({ ...stopBuy, side: 'sell', trigger: '96', lastPrice: '95.9999' }),
    ).toMatchObject({
      error: 'triggerBelowMarket',
    });
    expect(validateAdvancedOrder({ ...stopBuy, side: 'sell', trigger: '96', lastPrice: '96.0001' }).ok).toBe(
      true,
    );
  });

  it('leaves the trigger to the server while the last price is unknown', () => {
    expect(validateAdvancedOrder({ ...stopBuy, trigger: '1' }).ok).toBe(true);
    expect(validateAdvancedOrder({ ...stopBuy, trigger: '1', lastPrice: '--' }).ok).toBe(true);
  });

  it('sends an OCO with the limit leg price, the stop trigger, the stop limit price and one amount', () => {
    expect(validateAdvancedOrder({ ...ocoSell, lastPrice: '100' })).toEqual({
      ok: true,
      fields: {
        kind: 'oco',
        target_price: '110',
        trigger_price: '95',
        stop_limit_price: '94',
        amount: '1.5',
      },
    });
  });

  it('asks for each OCO price in the order of the fields', () => {
    expect(validateAdvancedOrder({ ...ocoSell, price: '' })).toMatchObject({ error: 'enterPrice' });
    expect(validateAdvancedOrder({ ...ocoSell, trigger: '' })).toMatchObject({ error: 'enterTriggerPrice' });
    expect(validateAdvancedOrder({ ...ocoSell, stopLimit: '0' })).toMatchObject({
      error: 'enterStopLimitPrice',
      field: 'stopLimit',
    });
  });

  it('puts the OCO limit leg on the other side of the market from the stop', () => {
    expect(validateAdvancedOrder({ ...ocoSell, price: '99', lastPrice: '100' })).toMatchObject({
      error: 'ocoPricesSell',
      field: 'price',
    });
    const ocoBuy = { ...ocoSell, side: 'buy' as const, price: '90', trigger: '105', stopLimit: '106' };
    expect(validateAdvancedOrder({ ...ocoBuy, lastPrice: '100' }).ok).toBe(true);
    expect(validateAdvancedOrder({ ...ocoBuy, price: '100', lastPrice: '100' })).toMatchObject({
      error: 'ocoPricesBuy',
    });
    // Without a last price: the limit price against the trigger.
    expect(validateAdvancedOrder({ ...ocoBuy, price: '105' })).toMatchObject({ error: 'ocoPricesBuy' });
  });

  it("holds every price and the amount to the server's bounds", () => {
    const huge = '1234567890123';
    expect(validateAdvancedOrder({ ...stopBuy, trigger: huge })).toMatchObject({ error: 'priceTooLarge' });
    expect(validateAdvancedOrder({ ...ocoSell, stopLimit: huge })).toMatchObject({ error: 'priceTooLarge' });
    expect(validateAdvancedOrder({ ...stopBuy, amount: huge })).toMatchObject({
      error: 'amountTooLarge',
      field: 'amount',
    });
    expect(
      validateAdvancedOrder({ ...stopBuy, price: '999999999999', trigger: '1', amount: '9999999' }),
    ).toMatchObject({ error: 'totalTooLarge' });
  });

  it('stops an order that locks more than the balance: a buy at its highest limit price', () => {
    expect(validateAdvancedOrder({ ...stopBuy, available: '210' }).ok).toBe(true);
    expect(validateAdvancedOrder({ ...stopBuy, available: '209.9999' })).toMatchObject({
      error: 'insufficientBalance',
      field: 'amount',
    });
    const ocoBuy = {
      ...ocoSell,
      side: 'buy' as const,
      price: '90',
      trigger: '105',
      stopLimit: '106',
      amount: '1',
    };
    expect(validateAdvancedOrder({ ...ocoBuy, available: '105.9999' })).toMatchObject({
      error: 'insufficientBalance',
    });
    expect(validateAdvancedOrder({ ...ocoSell, available: '1.4999' })).toMatchObject({
      error: 'insufficientBalance',
    });
  });
});
