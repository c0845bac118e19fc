import { canStepDown, stepStop, validateStops } from './stops';

describe('stepStop (spec §5: 0.01 steps, never below 0)', () => {
  it('moves by 0.01 without float drift', () => {
    expect(stepStop('0.1', 1)).toBe('0.11');
    expect(stepStop('0.3', -1)).toBe('0.29');
    expect(stepStop('', 1)).toBe('0.01');
  });

  it('stops at 0', () => {
    expect(stepStop('0.005', -1)).toBe('0');
    expect(stepStop('0', -1)).toBe('0');
    expect(canStepDown('0')).toBe(false);
    expect(canStepDown('0.01')).toBe(true);
  });
});

describe('validateStops', () => {
  const long = { side: 'buy' as const, openPrice: '100' };
  const short = { side: 'sell' as const, openPrice: '100' };

  it('clears a stop left empty or at 0, and refuses what is not a price', () => {
    expect(validateStops({ ...long, profit: '', loss: '0' })).toEqual({
      ok: true,
      targetProfitPrice: '0',
      stopLossPrice: '0',
    });
    expect(validateStops({ ...long, profit: '1.2.3', loss: '90' })).toMatchObject({
      field: 'profit',
      error: 'badPrice',
    });
  });

  it('puts a long profit stop above and its loss stop below the open price', () => {
    expect(validateStops({ ...long, profit: '100', loss: '90' })).toMatchObject({ error: 'profitSideLong' });
    expect(validateStops({ ...long, profit: '110', loss: '101' })).toMatchObject({ error: 'lossSideLong' });
    expect(validateStops({ ...long, profit: '110.5', loss: '90' })).toEqual({
      ok: true,
      targetProfitPrice: '110.5',
      stopLossPrice: '90',
    });
  });

  it('mirrors that for a short', () => {
    expect(validateStops({ ...short, profit: '110', loss: '120' })).toMatchObject({
      error: 'profitSideShort',
    });
    expect(validateStops({ ...short, profit: '90', loss: '95' })).toMatchObject({ error: 'lossSideShort' });
    expect(validateStops({ ...short, profit: '90', loss: '110' }).ok).toBe(true);
  });
});
