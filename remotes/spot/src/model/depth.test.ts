import { depthSides, depthWindow, depthXY, levelAt } from './depth';

describe('depthSides', () => {
  const book = {
    bids: [
      ['99.5', '1'],
      ['99', '2.5'],
      ['98', '0.1'],
    ] as const,
    asks: [
      ['100', '0.3'],
      ['101.25', '2'],
    ] as const,
  };

  it('sums each side outwards from its best price, amounts and totals in exact decimals', () => {
    const { bids, asks } = depthSides(book);
    expect(bids).toEqual([
      { price: '98', amount: '3.6', total: '356.8' },
      { price: '99', amount: '3.5', total: '347' },
      { price: '99.5', amount: '1', total: '99.5' },
    ]);
    expect(asks).toEqual([
      { price: '100', amount: '0.3', total: '30' },
      { price: '101.25', amount: '2.3', total: '232.5' },
    ]);
  });

  it('draws at most the given levels a side, and nothing for an empty book', () => {
    expect(depthSides(book, 1)).toEqual({
      bids: [{ price: '99.5', amount: '1', total: '99.5' }],
      asks: [{ price: '100', amount: '0.3', total: '30' }],
    });
    expect(depthSides({ bids: [], asks: [] })).toEqual({ bids: [], asks: [] });
  });

  it('gives the chart ascending [price, cumulative amount] pairs', () => {
    expect(depthXY(depthSides(book).bids)).toEqual([
      [98, 3.6],
      [99, 3.5],
      [99.5, 1],
    ]);
  });
});

describe('levelAt', () => {
  const bids = [98, 99, 99.5];
  const asks = [100, 101.25];

  it('reads a bid-side price from the lowest bid at or above it', () => {
    expect(levelAt(bids, asks, 97)).toEqual({ side: 'bids', index: 0 });
    expect(levelAt(bids, asks, 98.5)).toEqual({ side: 'bids', index: 1 });
    expect(levelAt(bids, asks, 99.7)).toEqual({ side: 'bids', index: 2 });
  });

  it('reads an ask-side price from the highest ask at or below it, the spread split in the middle', () => {
    expect(levelAt(bids, asks, 99.8)).toEqual({ side: 'asks', index: 0 });
    expect(levelAt(bids, asks, 101)).toEqual({ side: 'asks', index: 0 });
    expect(levelAt(bids, asks, 105)).toEqual({ side: 'asks', index: 1 });
  });

  it('uses the one side a book has, and nothing of an empty book', () => {
    expect(levelAt([], asks, 50)).toEqual({ side: 'asks', index: 0 });
    expect(levelAt(bids, [], 150)).toEqual({ side: 'bids', index: 2 });
    expect(levelAt([], [], 1)).toBeNull();
  });
});

describe('depthWindow', () => {
  /** A side from [price, amount] levels, best first, as the book gives them. */
  const sides = (bids: Array<[string, string]>, asks: Array<[string, string]>) => depthSides({ bids, asks });

  it('centres the prices on the spread, as wide as the nearer side reaches', () => {
    // Bids reach 3 below the middle (100.5), asks 1.5 above: 1.5 each way.
    const window = depthWindow(
      sides(
        [
          ['100', '1'],
          ['99', '1'],
          ['97.5', '1'],
        ],
        [
          ['101', '1'],
          ['102', '2'],
        ],
      ),
    );
    expect(window).toEqual({ min: 99, max: 102, maxAmount: 3 });
  });

  it('keeps one far order out of view instead of squashing the book near the price', () => {
    const bids: Array<[string, string]> = [
      ['3399', '1'],
      ['3390', '2'],
      ['3376', '3'],
    ];
    const asks: Array<[string, string]> = [
      ['3402', '1'],
      ['3410', '1'],
      ['3419', '1'],
      ['5440', '40'],
    ];
    const window = depthWindow(sides(bids, asks))!;
    expect(window.min).toBe(3376);
    expect(window.max).toBe(3425);
    // The best levels sit at the same distance from the centre of the chart.
    expect(3400.5 - window.min).toBe(window.max - 3400.5);
    // The amount axis fits the 6 bid at 3376 or more, not the far order's 43.
    expect(window.maxAmount).toBe(6);
  });

  it('lets the farther side set the width when the nearer has only its best level', () => {
    const window = depthWindow(
      sides(
        [['99', '1']],
        [
          ['101', '1'],
          ['103', '1'],
          ['105', '1'],
        ],
      ),
    );
    expect(window).toEqual({ min: 95, max: 105, maxAmount: 3 });
  });

  it('leaves the axes to fit a one-sided or empty book', () => {
    expect(depthWindow(sides([], [['101', '1']]))).toBeUndefined();
    expect(depthWindow(sides([['99', '1']], []))).toBeUndefined();
    expect(depthWindow(sides([], []))).toBeUndefined();
  });
});
