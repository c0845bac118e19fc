import { microFee, microProfit, microResult, settleStake } from './outcome';

const stake = { number: '100', fee: '1', profitRatio: '80', openPrice: '65000.5' };

describe('micro settlement arithmetic', () => {
  it('pays an up order that ends higher: stake back plus number x ratio, less the fee', () => {
    expect(settleStake({ ...stake, type: 1, endPrice: '65000.51' })).toEqual({
      result: 1,
      factProfits: '79',
      payout: '180',
      house: '-80',
    });
  });

  it('pays a down order that ends lower', () => {
    expect(settleStake({ ...stake, type: 2, endPrice: '64999' })).toMatchObject({
      result: 1,
      factProfits: '79',
    });
  });

  it('loses the stake and the fee when the price moves against the order', () => {
    expect(settleStake({ ...stake, type: 1, endPrice: '64000' })).toEqual({
      result: -1,
      factProfits: '-101',
      payout: '0',
      house: '100',
    });
    expect(settleStake({ ...stake, type: 2, endPrice: '65001' }).result).toBe(-1);
  });

  it('returns the stake on an unchanged price, the fee stays charged', () => {
    for (const type of [1, 2] as const) {
      expect(settleStake({ ...stake, type, endPrice: '65000.500' })).toEqual({
        result: 0,
        factProfits: '-1',
        payout: '100',
        house: '0',
      });
    }
  });

  it('computes fees up and profits down to 18 decimals, never in floats', () => {
    expect(microFee('10', '1')).toBe('0.1');
    expect(microFee('0.001', '0.3')).toBe('0.000003');
    expect(microFee('0.000000000000000001', '1')).toBe('0.000000000000000001');
    expect(microProfit('0.1', '85')).toBe('0.085');
    expect(microProfit('0.000000000000000001', '85')).toBe('0');
    expect(microProfit('50', '95')).toBe('47.5');
  });

  it('compares prices as decimals, not as text', () => {
    expect(microResult(1, '9.9', '10')).toBe(1);
    expect(microResult(2, '100', '99.99')).toBe(1);
    expect(microResult(1, '1.10', '1.1')).toBe(0);
  });
});
