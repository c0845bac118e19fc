import fc from 'fast-check';
import { OrderBook } from './order-book';
import type { Fill, Side } from './types';

/*
 * Random command sequences against the engine, checked against a deliberately naive reference
 * (arrays scanned in full) and a simple funds ledger. Prices 1..20 ticks, owners 1..4.
 */
type Command =
  | { kind: 'limit'; owner: number; side: Side; price: number; qty: number }
  | { kind: 'market'; owner: number; side: Side; qty: number }
  | { kind: 'cancel'; pick: number };

const side = fc.constantFrom<Side>('buy', 'sell');
const owner = fc.integer({ min: 1, max: 4 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      owner,
      side,
      price: fc.integer({ min: 1, max: 20 }),
      qty: fc.integer({ min: 1, max: 10 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      owner,
      side,
      qty: fc.integer({ min: 1, max: 15 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface RefOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
  time: number;
}

/** Reference matcher: scan everything, pick best price then earliest time. */
function referenceFills(
  resting: RefOrder[],
  taker: { id: number; side: Side; price: number | null; qty: number },
) {
  const fills: Array<{ makerId: number; price: number; qty: number }> = [];
  let left = taker.qty;
  for (;;) {
    if (left === 0) break;
    const candidates = resting.filter(
      (o) =>
        o.side !== taker.side &&
        o.remaining > 0 &&
        (taker.price === null || (taker.side === 'buy' ? o.price <= taker.price : o.price >= taker.price)),
    );
    if (candidates.length === 0) break;
    candidates.sort(
      (a, b) => (taker.side === 'buy' ? a.price - b.price : b.price - a.price) || a.time - b.time,
    );
    const maker = candidates[0]!;
    const qty = Math.min(left, maker.remaining);
    maker.remaining -= qty;
    left -= qty;
    fills.push({ makerId: maker.id, price: maker.price, qty });
  }
  return { fills, left };
}

describe('OrderBook properties', () => {
  it('matches exactly like a naive price-time reference, never crosses, never overfills', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        const book = new OrderBook();
        let resting: RefOrder[] = [];
        const ids: number[] = [];
        const quantities = new Map<number, number>();
        const filledOf = new Map<number, number>();
        let id = 0;
        let lastSeq = 0;
        commands.forEach((cmd, time) => {
          if (cmd.kind === 'cancel') {
            if (ids.length === 0) return;
            const target = ids[cmd.pick % ids.length]!;
            const ref = resting.find((o) => o.id === target && o.remaining > 0);
            const cancelled = book.cancel(target);
            expect(cancelled?.remaining).toBe(ref?.remaining);
            resting = resting.filter((o) => o.id !== target);
          } else {
            id++;
            ids.push(id);
            quantities.set(id, cmd.qty);
            const price = cmd.kind === 'limit' ? cmd.price : null;
            const expected = referenceFills(resting, { id, side: cmd.side, price, qty: cmd.qty });
            const result = book.place({
              id,
              owner: cmd.owner,
              side: cmd.side,
              type: cmd.kind,
              price: price ?? undefined,
              qty: cmd.qty,
            });
            expect(result.fills.map((f) => ({ makerId: f.makerId, price: f.price, qty: f.qty }))).toEqual(
              expected.fills,
            );
            expect(result.remainingQty).toBe(expected.left);
            for (const f of result.fills) {
              filledOf.set(f.makerId, (filledOf.get(f.makerId) ?? 0) + f.qty);
              filledOf.set(id, (filledOf.get(id) ?? 0) + f.qty);
            }
            if (cmd.kind === 'limit' && expected.left > 0) {
              resting.push({
                id,
                owner: cmd.owner,
                side: cmd.side,
                price: cmd.price,
                remaining: expected.left,
                time,
              });
            }
            resting = resting.filter((o) => o.remaining > 0);
          }
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
          expect(book.seq).toBeGreaterThanOrEqual(lastSeq);
          lastSeq = book.seq;
        });
        for (const [orderId, filled] of filledOf)
          expect(filled).toBeLessThanOrEqual(quantities.get(orderId)!);
        // Conservation of quantity: what rests is exactly what was placed minus filled minus removed.
        const bookQty = [...book.restingOrders('buy'), ...book.restingOrders('sell')];
        expect(bookQty.map((o) => [o.id, o.remaining]).sort((a, b) => a[0]! - b[0]!)).toEqual(
          resting.map((o) => [o.id, o.remaining]).sort((a, b) => a[0]! - b[0]!),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('conserves funds: every fill moves base and quote between owners, locks match the book', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        const START = 10_000;
        const acct = new Map<number, { base: number; quote: number; lockBase: number; lockQuote: number }>();
        for (let o = 1; o <= 4; o++)
          acct.set(o, { base: START, quote: START * 20, lockBase: 0, lockQuote: 0 });
        const limitOf = new Map<number, number>();
        const book = new OrderBook({
          onTrade(fill: Fill) {
            const buyer = fill.takerSide === 'buy' ? fill.takerOwner : fill.makerOwner;
            const seller = fill.takerSide === 'buy' ? fill.makerOwner : fill.takerOwner;
            const b = acct.get(buyer)!;
            const s = acct.get(seller)!;
            const buyerOrder = fill.takerSide === 'buy' ? fill.takerId : fill.makerId;
            const sellerOrder = fill.takerSide === 'buy' ? fill.makerId : fill.takerId;
            const cost = fill.price * fill.qty;
            // Buyer pays from its lock (limit orders lock at their limit price; market buys lock nothing).
            const buyLimit = limitOf.get(buyerOrder);
            if (buyLimit !== undefined) {
              b.lockQuote -= buyLimit * fill.qty;
              b.quote += buyLimit * fill.qty - cost;
            } else b.quote -= cost;
            b.base += fill.qty;
            if (limitOf.has(sellerOrder)) s.lockBase -= fill.qty;
            else s.base -= fill.qty;
            s.quote += cost;
          },
          onLevel() {},
          onCancel(order) {
            const a = acct.get(order.owner)!;
            if (order.side === 'buy') {
              a.lockQuote -= order.price * order.remaining;
              a.quote += order.price * order.remaining;
            } else {
              a.lockBase -= order.remaining;
              a.base += order.remaining;
            }
          },
        });
        let id = 0;
        for (const cmd of commands) {
          if (cmd.kind === 'cancel') {
            if (id > 0) book.cancel((cmd.pick % id) + 1);
            continue;
          }
          const a = acct.get(cmd.owner)!;
          id++;
          if (cmd.kind === 'limit') {
            if (cmd.side === 'buy' ? a.quote < cmd.price * cmd.qty : a.base < cmd.qty) continue;
            limitOf.set(id, cmd.price);
            if (cmd.side === 'buy') {
              a.quote -= cmd.price * cmd.qty;
              a.lockQuote += cmd.price * cmd.qty;
            } else {
              a.base -= cmd.qty;
              a.lockBase += cmd.qty;
            }
          } else if (cmd.side === 'buy' ? a.quote < 20 * cmd.qty : a.base < cmd.qty) continue;
          book.place({
            id,
            owner: cmd.owner,
            side: cmd.side,
            type: cmd.kind,
            price: cmd.kind === 'limit' ? cmd.price : undefined,
            qty: cmd.qty,
          });
        }
        let base = 0;
        let quote = 0;
        for (const a of acct.values()) {
          expect(Math.min(a.base, a.quote, a.lockBase, a.lockQuote)).toBeGreaterThanOrEqual(0);
          base += a.base + a.lockBase;
          quote += a.quote + a.lockQuote;
        }
        expect(base).toBe(4 * START);
        expect(quote).toBe(4 * START * 20);
        for (const [ownerId, a] of acct) {
          const mine = [...book.restingOrders('buy'), ...book.restingOrders('sell')].filter(
            (o) => o.owner === ownerId,
          );
          expect(a.lockQuote).toBe(
            mine.filter((o) => o.side === 'buy').reduce((s, o) => s + o.price * o.remaining, 0),
          );
          expect(a.lockBase).toBe(mine.filter((o) => o.side === 'sell').reduce((s, o) => s + o.remaining, 0));
        }
      }),
      { numRuns: 300 },
    );
  });
});
