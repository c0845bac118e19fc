import fc from 'fast-check';
import { Scale } from '../../money';
import { fixed, fixedBelowMaintenance, fixedLiquidationTrigger, fixedProfit } from './fixed';
import {
  belowMaintenance,
  closeSettlement,
  contractNumber,
  contractValue,
  crossedStop,
  feeOf,
  hazardRate,
  liquidationPrice,
  liquidationTrigger,
  LONG,
  marginOf,
  openPrice,
  overnightFeeOf,
  profitOf,
  SHORT,
  stopError,
} from './risk';

const cent = new Scale('0.01');

describe('lever arithmetic (BTC/USDT: 0.01 BTC a lot, fee 0.1 %, spread 0.05 %)', () => {
  it('opens a long 10x of 2 lots at 65000: open 65032.5, value 1300.65, margin 130.065, fee 1.30065', () => {
    const open = openPrice('65000', LONG, '0.05', cent);
    const number = contractNumber(2, '0.01');
    const value = contractValue(open, number);
    expect([open, number, value]).toEqual(['65032.5', '0.02', '1300.65']);
    expect(marginOf(value, 10)).toBe('130.065');
    expect(feeOf(value, '0.1')).toBe('1.30065');
  });

  it('opens a short below the market: 64967.5, value 1299.35', () => {
    const open = openPrice('65000', SHORT, '0.05', cent);
    expect(open).toBe('64967.5');
    expect(contractValue(open, contractNumber(2, '0.01'))).toBe('1299.35');
  });

  it.each([
    [5, '260.13'],
    [10, '130.065'],
    [20, '65.0325'],
    [50, '26.013'],
    [100, '13.0065'],
  ])('holds value / %i as margin: %s', (multiple, margin) => {
    expect(marginOf('1300.65', multiple)).toBe(margin);
  });

  it('rounds the margin and the fee up to 8 decimals, the open price onto the grid against the trader', () => {
    expect(marginOf('1', 3)).toBe('0.33333334');
    expect(feeOf('0.00000001', '0.1')).toBe('0.00000001');
    expect(openPrice('100.003', LONG, '0.05', cent)).toBe('100.06');
    expect(openPrice('100.003', SHORT, '0.05', cent)).toBe('99.95');
  });

  it('computes profit for a long and a short, signed', () => {
    expect(profitOf(LONG, '65032.5', '66000', '0.02')).toBe('19.35');
    expect(profitOf(SHORT, '64967.5', '66000', '0.02')).toBe('-20.65');
    expect(profitOf(SHORT, '64967.5', '64000', '0.02')).toBe('19.35');
  });

  it('gives the risk rate as equity over used margin in percent', () => {
    // free 1000 + margin 130.065 + profit 19.35 = 1149.415; / 130.065 = 883.72 %
    expect(hazardRate('1149.415', '130.065')).toBe('883.72');
    expect(hazardRate('100', '0')).toBe('0');
    expect(belowMaintenance('4.99', '10', '50')).toBe(true);
    expect(belowMaintenance('5', '10', '50')).toBe(false);
    expect(belowMaintenance('-1', '0', '50')).toBe(false);
  });

  it('accepts stops on the right side of the open price only', () => {
    expect(stopError(LONG, '100', '110', '90')).toBeUndefined();
    expect(stopError(LONG, '100', '90', '0')).toBe('lever.stopProfitSide');
    expect(stopError(LONG, '100', '100', '0')).toBe('lever.stopProfitSide');
    expect(stopError(LONG, '100', '0', '110')).toBe('lever.stopLossSide');
    expect(stopError(SHORT, '100', '90', '110')).toBeUndefined();
    expect(stopError(SHORT, '100', '110', '0')).toBe('lever.stopProfitSide');
    expect(stopError(SHORT, '100', '0', '90')).toBe('lever.stopLossSide');
    expect(stopError(SHORT, '100', '0', '0')).toBeUndefined();
  });

  it('sees a stop crossed at or beyond its level, the stop-loss first', () => {
    expect(crossedStop(LONG, '110', '110', '90')).toBe('stop_profit');
    expect(crossedStop(LONG, '109.99', '110', '90')).toBeUndefined();
    expect(crossedStop(LONG, '89', '110', '90')).toBe('stop_loss');
    expect(crossedStop(SHORT, '89', '90', '110')).toBe('stop_profit');
    expect(crossedStop(SHORT, '111', '90', '110')).toBe('stop_loss');
    expect(crossedStop(SHORT, '111', '0', '0')).toBeUndefined();
  });

  it('settles a close: margin back, profit from the pool, a loss capped at what the account holds', () => {
    expect(closeSettlement('100', '25', '50')).toEqual({
      booked: '25',
      lockedLeg: '-100',
      freeLeg: '125',
      poolLeg: '-25',
    });
    expect(closeSettlement('100', '-250', '50')).toEqual({
      booked: '-150',
      lockedLeg: '-100',
      freeLeg: '-50',
      poolLeg: '150',
    });
  });

  it('estimates the liquidation price where the risk rate reaches maintenance', () => {
    // long 1 at 100, equity 20, margin 10, maintenance 50 %: 15 of room per unit -> 85
    expect(liquidationPrice(LONG, '1', '20', '10', '50', '100', cent)).toBe('85');
    expect(liquidationPrice(SHORT, '1', '20', '10', '50', '100', cent)).toBe('115');
    expect(liquidationPrice(LONG, '1', '200', '10', '50', '100', cent)).toBe('0');
    expect(liquidationTrigger('1', '20', '10', '50', '100', cent)).toEqual({ dir: 'down', ticks: 8500 });
    expect(liquidationTrigger('-1', '20', '10', '50', '100', cent)).toEqual({ dir: 'up', ticks: 11501 });
    expect(liquidationTrigger('0', '20', '10', '50', '100', cent)).toBeUndefined();
  });

  it('charges value x rate per day overnight', () => {
    expect(overnightFeeOf('1300.65', '0.05')).toBe('0.650325');
  });
});

describe('the integer hot path agrees with the decimal rules', () => {
  const decimal = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }));
  const text = ([digits, scale]: [bigint, number]) =>
    scale === 0
      ? digits.toString()
      : `${digits / 10n ** BigInt(scale)}.${(digits % 10n ** BigInt(scale)).toString().padStart(scale, '0')}`;

  it('on profits and the maintenance check', () => {
    fc.assert(
      fc.property(decimal, decimal, decimal, decimal, decimal, fc.boolean(), (o, p, n, e, u, long) => {
        const [open, price, number, equity, used] = [o, p, n, e, u].map(text) as [
          string,
          string,
          string,
          string,
          string,
        ];
        expect(fixedProfit(long, fixed(open), fixed(price), fixed(number))).toBe(
          fixed(profitOf(long ? LONG : SHORT, open, price, number)),
        );
        for (const signedEquity of [equity, `-${equity}`]) {
          expect(fixedBelowMaintenance(fixed(signedEquity.replace('--', '')), fixed(used), fixed('50'))).toBe(
            belowMaintenance(signedEquity.replace('--', ''), used, '50'),
          );
        }
      }),
    );
  });

  it('on the liquidation trigger', () => {
    expect(
      fixedLiquidationTrigger(fixed('1'), fixed('20'), fixed('10'), fixed('50'), fixed('100'), fixed('0.01')),
    ).toEqual(liquidationTrigger('1', '20', '10', '50', '100', cent));
    expect(
      fixedLiquidationTrigger(
        fixed('-1'),
        fixed('20'),
        fixed('10'),
        fixed('50'),
        fixed('100'),
        fixed('0.01'),
      ),
    ).toEqual(liquidationTrigger('-1', '20', '10', '50', '100', cent));
  });
});
