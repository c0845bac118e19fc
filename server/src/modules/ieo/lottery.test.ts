import { add } from '../../money';
import { draw, seedWords, shuffled, winnerCount } from './lottery';
import { refundOf, totalPrice } from './pricing';

const SEED = '0123456789abcdef0123456789abcdef';
const subs = (n: number, amount = '10') => Array.from({ length: n }, (_, i) => ({ id: i + 1, amount }));

describe('IEO lottery', () => {
  it('gives the same winners for the same seed, whatever order the subscriptions come in', () => {
    const list = subs(20);
    const first = draw(SEED, list, '25', '1000');
    const again = draw(SEED, [...list].reverse(), '25', '1000');
    expect(again).toEqual(first);
    expect(first.filter((a) => a.won)).toHaveLength(5);
  });

  it('draws other winners with another seed', () => {
    const winners = (seed: string) =>
      draw(seed, subs(20), '25', '1000')
        .filter((a) => a.won)
        .map((a) => a.id);
    expect(winners('ffffffffffffffffffffffffffffffff')).not.toEqual(winners(SEED));
  });

  it('keeps the recorded order of a known seed (a replay of a past draw must not change)', () => {
    expect(shuffled(SEED, subs(6)).map((s) => s.id)).toEqual([2, 3, 6, 5, 1, 4]);
  });

  it.each([
    [0, '25', 0],
    [1, '25', 1],
    [4, '25', 1],
    [10, '25', 3],
    [3, '0', 0],
    [3, '100', 3],
    [7, '33.3', 3],
  ])('%i subscriptions at %s %% give %i winners (rounded up)', (count, rate, wins) => {
    expect(winnerCount(count, rate)).toBe(wins);
  });

  it('allots winners in draw order while the supply lasts: the last one gets the rest', () => {
    const result = draw(
      SEED,
      [
        { id: 1, amount: '60' },
        { id: 2, amount: '60' },
        { id: 3, amount: '60' },
      ],
      '100',
      '100',
    );
    const coins = result.map((a) => a.coins);
    expect(coins.reduce(add, '0')).toBe('100');
    expect([...coins].sort()).toEqual(['0', '40', '60']);
    expect(result.find((a) => a.coins === '0')?.won).toBe(false);
  });

  it('refuses a seed that is not 128 bits of hex', () => {
    expect(() => seedWords('xyz')).toThrow();
  });
});

describe('IEO pricing', () => {
  it('prices coins exactly and refunds the lock less the allotment', () => {
    expect(totalPrice('100', '7.5')).toBe('750');
    expect(totalPrice('0.00000001', '0.125')).toBe('0.00000000125');
    expect(refundOf('750', totalPrice('40', '7.5'))).toBe('450');
    expect(refundOf('750', '0')).toBe('750');
    expect(() => refundOf('10', '11')).toThrow();
  });
});
