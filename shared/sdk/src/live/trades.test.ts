import { addTrades, fillsFromSnapshot, RECENT_FILLS_CAP } from './trades';

const tick = (n: number) => ({
  ts: n,
  direction: n % 2 ? ('buy' as const) : ('sell' as const),
  amount: '1',
  price: String(n),
});

describe('recent fills', () => {
  it('reads the snapshot with the side of the taker', () => {
    const fills = fillsFromSnapshot([{ price: '1', number: '2', time: 5, way: 2 }]);
    expect(fills).toEqual([{ id: expect.any(Number), price: '1', amount: '2', time: 5, side: 'sell' }]);
  });

  it('puts the newest trade first', () => {
    const fills = addTrades([], [tick(1), tick(2), tick(3)]);
    expect(fills.map((fill) => fill.price)).toEqual(['3', '2', '1']);
  });

  it('never holds more than 20', () => {
    let fills = fillsFromSnapshot(
      Array.from({ length: 30 }, (_, i) => ({ price: String(i), number: '1', time: i, way: 1 as const })),
    );
    expect(fills).toHaveLength(RECENT_FILLS_CAP);
    fills = addTrades(
      fills,
      Array.from({ length: 25 }, (_, i) => tick(100 + i)),
    );
    expect(fills).toHaveLength(20);
    expect(fills[0]!.price).toBe('124');
    expect(new Set(fills.map((fill) => fill.id)).size).toBe(20);
  });
});
