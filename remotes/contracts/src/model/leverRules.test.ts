import {
  accountAfterOpening,
  checkLots,
  leverFigures,
  liquidationPrice,
  openPrice,
  presetLots,
  validateLeverOrder,
  type LeverOrderInput,
} from './leverRules';

const limits = { min: 1, max: 100 };
const order = (input: Partial<LeverOrderInput> = {}): LeverOrderInput => ({
  mode: 'standard',
  multiple: '10',
  price: '',
  lots: '2',
  limits,
  ...input,
});

describe('validateLeverOrder (spec §5 Lever)', () => {
  it('asks for a multiple first', () => {
    expect(validateLeverOrder(order({ multiple: '' }))).toEqual({ ok: false, error: { key: 'selectTimes' } });
  });

  it('asks for a price in limit mode only', () => {
    expect(validateLeverOrder(order({ mode: 'limit', price: '' }))).toEqual({
      ok: false,
      error: { key: 'enterPrice' },
    });
    expect(validateLeverOrder(order({ mode: 'limit', price: '0' })).ok).toBe(false);
    expect(validateLeverOrder(order({ mode: 'limit', price: '101.5' }))).toEqual({
      ok: true,
      multiple: '10',
      share: 2,
      price: '101.5',
    });
    expect(validateLeverOrder(order({ mode: 'standard', price: '' }))).toEqual({
      ok: true,
      multiple: '10',
      share: 2,
      price: undefined,
    });
  });

  it('takes whole lots only', () => {
    for (const lots of ['1.5', '-2', 'abc', '0'])
      expect(validateLeverOrder(order({ lots }))).toEqual({ ok: false, error: { key: 'integer' } });
    expect(validateLeverOrder(order({ lots: '' }))).toEqual({ ok: false, error: { key: 'enterLots' } });
  });

  it("says 'noless' with the minimum and 'nomore' with the maximum", () => {
    expect(checkLots('2', { min: 3, max: 10 })).toEqual({ key: 'noless', min: 3 });
    expect(checkLots('11', { min: 3, max: 10 })).toEqual({ key: 'nomore', max: 10 });
    expect(checkLots('10', { min: 3, max: 10 })).toBeUndefined();
  });

  it('has no upper bound when the max is 0, and a minimum of at least 1', () => {
    expect(checkLots('100000', { min: 0, max: 0 })).toBeUndefined();
    expect(checkLots('0', { min: 0, max: 0 })).toEqual({ key: 'integer' });
  });
});

describe('presetLots', () => {
  it('offers round counts inside the limits, the minimum first', () => {
    expect(presetLots({ min: 1, max: 100 })).toEqual([1, 5, 10, 20, 50]);
    expect(presetLots({ min: 3, max: 12 })).toEqual([3, 5, 10]);
    expect(presetLots({ min: 1, max: 0 })).toEqual([1, 5, 10, 20, 50]);
  });
});

describe('leverFigures', () => {
  const terms = { shareNum: '0.01', feePercent: '0.1', spreadPercent: '0' };

  it('computes a 10x long of 2 lots at 50000 by hand', () => {
    // 2 lots x 0.01 BTC x 50000 = 1000 USDT; margin 1000 / 10 = 100; fee 1000 x 0.1 % = 1.
    expect(leverFigures({ lots: '2', multiple: '10', price: '50000', side: 'buy', terms })).toEqual({
      value: '1000',
      margin: '100',
      fee: '1',
      price: '50000',
      quantity: '0.02',
    });
  });

  it('moves the open price against the trader by the spread', () => {
    const spread = { ...terms, spreadPercent: '0.2' };
    expect(openPrice('100', 'buy', '0.2')).toBe('100.2');
    expect(openPrice('100', 'sell', '0.2')).toBe('99.8');
    expect(leverFigures({ lots: '3', multiple: '5', price: '100', side: 'sell', terms: spread })).toEqual({
      value: '2.994',
      margin: '0.5988',
      fee: '0.002994',
      price: '99.8',
      quantity: '0.03',
    });
  });

  it('shows nothing while an input is missing', () => {
    expect(leverFigures({ lots: '', multiple: '10', price: '1', side: 'buy', terms })).toBeUndefined();
    expect(leverFigures({ lots: '1', multiple: '', price: '1', side: 'buy', terms })).toBeUndefined();
    expect(leverFigures({ lots: '1', multiple: '10', price: undefined, side: 'buy', terms })).toBeUndefined();
  });
});

describe('liquidationPrice', () => {
  it('is where the risk rate reaches the maintenance rate: below the open price long, above short', () => {
    // One 10x long of 0.02 BTC at 50000 (margin 100) in an account holding 100 after the fee:
    // at maintenance 50 % the account may lose 100 - 0.5 x 100 = 50 USDT = 2500 per BTC.
    const args = {
      openPrice: '50000',
      quantity: '0.02',
      equity: '100',
      usedMargin: '100',
      maintenanceRate: '50',
    };
    expect(liquidationPrice({ ...args, side: 'buy' })).toBe('47500');
    expect(liquidationPrice({ ...args, side: 'sell' })).toBe('52500');
  });

  it('never goes below 0 for a well covered long', () => {
    expect(
      liquidationPrice({
        side: 'buy',
        openPrice: '10',
        quantity: '1',
        equity: '1000',
        usedMargin: '10',
        maintenanceRate: '50',
      }),
    ).toBe('0');
  });
});

describe('accountAfterOpening', () => {
  it('reads the margin used now back from the risk rate and adds the new one', () => {
    // Equity 200 + 20 profit = 220 at a 220 % risk rate: 100 used; a new margin of 50, fee 1.
    expect(
      accountAfterOpening({ balance: '200', profitsTotal: '20', hazardRate: '220', margin: '50', fee: '1' }),
    ).toEqual({ equity: '219', usedMargin: '150' });
  });

  it('counts no used margin when nothing is open', () => {
    expect(
      accountAfterOpening({ balance: '100', profitsTotal: '0', hazardRate: '0', margin: '10', fee: '0.5' }),
    ).toEqual({ equity: '99.5', usedMargin: '10' });
  });
});
