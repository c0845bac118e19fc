import fc from 'fast-check';
import { ConditionalBook, type ConditionalResult, type StopOrder } from './conditional-book';
import { OrderBook } from './order-book';
import type { Side, TimeInForce } from './types';

/*
 * Random command sequences (limit orders of every time in force, market orders, stop-limits, OCOs,
 * cancels) against ConditionalBook, checked against a deliberately naive reference (arrays scanned
 * in full, the stops re-scanned after every trade) and a funds ledger that locks like the server.
 * Prices 1..20 ticks, owners 1..4.
 */
type Command =
  | { kind: 'limit'; owner: number; side: Side; price: number; qty: number; tif: TimeInForce }
  | { kind: 'market'; owner: number; side: Side; qty: number }
  | {
      kind: 'stop';
      owner: number;
      side: Side;
      trigger: number;
      price: number;
      qty: number;
      tif: 'GTC' | 'IOC' | 'FOK';
    }
  | { kind: 'oco'; owner: number; side: Side; price: number; trigger: number; stopPrice: number; qty: number }
  | { kind: 'cancel'; pick: number };

const side = fc.constantFrom<Side>('buy', 'sell');
const owner = fc.integer({ min: 1, max: 4 });
const price = fc.integer({ min: 1, max: 20 });
const qty = fc.integer({ min: 1, max: 10 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      owner,
      side,
      price,
      qty,
      tif: fc.constantFrom<TimeInForce>('GTC', 'GTC', 'IOC', 'FOK', 'POST_ONLY'),
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
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('stop' as const),
      owner,
      side,
      trigger: price,
      price,
      qty,
      tif: fc.constantFrom<'GTC' | 'IOC' | 'FOK'>('GTC', 'GTC', 'IOC', 'FOK'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('oco' as const),
      owner,
      side,
      price,
      trigger: price,
      stopPrice: price,
      qty,
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
}
interface RefFill {
  makerId: number;
  takerId: number;
  price: number;
  qty: number;
}

/** The reference: everything in arrays, the book scanned in full, the stops re-checked after every trade. */
class Reference {
  book: RefOrder[] = [];
  stops: StopOrder[] = [];
  last: number;
  fired: number[] = [];
  cancelledStops: number[] = [];
  cancelledLegs: number[] = [];
  fills: RefFill[] = [];
  constructor(last: number) {
    this.last = last;
  }

  private crosses(side: Side, limit: number | null, o: RefOrder) {
    return o.side !== side && (limit === null || (side === 'buy' ? o.price <= limit : o.price >= limit));
  }

  /** Places an order on the book; answers the lots left (not resting yet) and the status. */
  placeOnBook(id: number, ownerId: number, s: Side, limit: number | null, q: number, tif: TimeInForce) {
    const takeable = this.book.filter((o) => this.crosses(s, limit, o)).reduce((n, o) => n + o.remaining, 0);
    if (tif === 'POST_ONLY' && takeable > 0) return 'wouldTake';
    if (tif === 'FOK' && takeable < q) return 'killed';
    let left = q;
    const mine: RefFill[] = [];
    while (left > 0) {
      // The book keeps time order in the array: the first best-priced one is the earliest.
      const candidates = this.book.filter((o) => o.remaining > 0 && this.crosses(s, limit, o));
      if (candidates.length === 0) break;
      const best = candidates.reduce((a, b) =>
        s === 'buy' ? (b.price < a.price ? b : a) : b.price > a.price ? b : a,
      );
      const take = Math.min(left, best.remaining);
      best.remaining -= take;
      left -= take;
      mine.push({ makerId: best.id, takerId: id, price: best.price, qty: take });
    }
    this.book = this.book.filter((o) => o.remaining > 0);
    this.fills.push(...mine);
    if (left > 0 && limit !== null && tif !== 'IOC')
      this.book.push({ id, owner: ownerId, side: s, price: limit, remaining: left });
    this.afterFills(mine);
    return left === 0 ? 'filled' : limit !== null && tif !== 'IOC' ? 'resting' : 'expired';
  }

  afterFills(fills: RefFill[]) {
    if (fills.length > 0) this.last = fills[fills.length - 1]!.price;
    for (const f of fills) {
      for (const id of [f.makerId, f.takerId]) {
        const partner = this.stops.find((st) => st.ocoWith === id);
        if (partner) {
          this.stops = this.stops.filter((st) => st !== partner);
          this.cancelledStops.push(partner.id);
        }
      }
    }
  }

  cascade() {
    const queue: StopOrder[] = [];
    for (let next = 0; ; next++) {
      const crossed = this.stops
        .filter((st) => (st.side === 'buy' ? st.trigger <= this.last : st.trigger >= this.last))
        .sort((a, b) => a.id - b.id);
      this.stops = this.stops.filter((st) => !crossed.includes(st));
      for (const st of crossed) {
        if (st.ocoWith !== undefined && this.book.some((o) => o.id === st.ocoWith)) {
          this.book = this.book.filter((o) => o.id !== st.ocoWith);
          this.cancelledLegs.push(st.ocoWith);
        }
        queue.push(st);
      }
      const stop = queue[next];
      if (!stop) return;
      this.fired.push(stop.id);
      this.placeOnBook(stop.id, stop.owner, stop.side, stop.price, stop.qty, stop.timeInForce);
    }
  }

  cancel(id: number) {
    const stop = this.stops.find((st) => st.id === id);
    if (stop) {
      this.stops = this.stops.filter((st) => st !== stop);
      if (stop.ocoWith !== undefined && this.book.some((o) => o.id === stop.ocoWith)) {
        this.book = this.book.filter((o) => o.id !== stop.ocoWith);
        this.cancelledLegs.push(stop.ocoWith);
      }
      return;
    }
    if (!this.book.some((o) => o.id === id)) return;
    this.book = this.book.filter((o) => o.id !== id);
    const partner = this.stops.find((st) => st.ocoWith === id);
    if (partner) {
      this.stops = this.stops.filter((st) => st !== partner);
      this.cancelledStops.push(partner.id);
    }
  }
}

/** Funds as the server keeps them: each live order holds a lock, an OCO's one lock moves to its stop leg. */
class Funds {
  free = new Map<string, number>();
  locks = new Map<number, { owner: number; currency: 'base' | 'quote'; amount: number }>();
  constructor() {
    for (let o = 1; o <= 4; o++) {
      this.free.set(`${o}:base`, 1_000);
      this.free.set(`${o}:quote`, 20_000);
    }
  }
  can(ownerId: number, currency: 'base' | 'quote', amount: number) {
    return this.free.get(`${ownerId}:${currency}`)! >= amount;
  }
  move(key: string, amount: number) {
    this.free.set(key, this.free.get(key)! + amount);
  }
  lock(orderId: number, ownerId: number, currency: 'base' | 'quote', amount: number) {
    this.move(`${ownerId}:${currency}`, -amount);
    this.locks.set(orderId, { owner: ownerId, currency, amount });
  }
  /** A fill: each side pays from its order's lock (a market order, from its free balance). */
  fill(buyer: { id: number; owner: number }, seller: { id: number; owner: number }, p: number, q: number) {
    const pay = (order: { id: number; owner: number }, currency: 'base' | 'quote', amount: number) => {
      const lock = this.locks.get(order.id);
      if (lock) {
        expect(lock.amount).toBeGreaterThanOrEqual(amount);
        lock.amount -= amount;
      } else this.move(`${order.owner}:${currency}`, -amount);
    };
    pay(buyer, 'quote', p * q);
    pay(seller, 'base', q);
    this.move(`${buyer.owner}:base`, q);
    this.move(`${seller.owner}:quote`, p * q);
  }
  release(orderId: number) {
    const lock = this.locks.get(orderId);
    if (!lock) return;
    this.locks.delete(orderId);
    this.move(`${lock.owner}:${lock.currency}`, lock.amount);
  }
  transfer(from: number, to: number) {
    const lock = this.locks.get(from);
    if (!lock) return;
    this.locks.delete(from);
    this.locks.set(to, lock);
  }
}

const LAST = 10;

describe('ConditionalBook properties', () => {
  it('fires every trigger once, in order, like the reference; OCO never leaves both legs live; FOK never partly fills; post-only never takes; funds hold', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 10, maxLength: 80, size: 'max' }), (commands) => {
        const engine = new ConditionalBook(new OrderBook(), LAST);
        const ref = new Reference(LAST);
        const funds = new Funds();
        const ownerOf = new Map<number, number>();
        const ocoPairs: Array<[number, number]> = [];
        const everFired = new Set<number>();
        const everFiredStops = new Set<number>();
        const traded = new Set<number>();
        const ids: number[] = [];
        let id = 0;

        /** Applies what the engine did to the funds, and checks each single command's promises. */
        const account = (outcome: ConditionalResult, tif?: TimeInForce) => {
          const results = [
            ...(outcome.result ? [{ id: outcome.result.id, result: outcome.result }] : []),
            ...(outcome.effects?.fired ?? []).map(({ stop, result }) => ({ id: stop.id, result })),
          ];
          for (const leg of outcome.effects?.cancelledLegs ?? []) {
            // The leg's stop fired: its lock moves to the stop (fired below), else it is released.
            const stop = (outcome.effects?.fired ?? []).find((f) => f.stop.ocoWith === leg.id);
            if (stop) funds.transfer(leg.id, stop.stop.id);
            else funds.release(leg.id);
          }
          for (const [k, { id: orderId, result }] of results.entries()) {
            if (k === 0 && outcome.result && tif === 'FOK')
              expect(
                result.status === 'filled' || (result.status === 'killed' && result.fills.length === 0),
              ).toBe(true);
            if (k === 0 && outcome.result && tif === 'POST_ONLY') expect(result.fills).toEqual([]);
            if (k > 0) {
              expect(everFired.has(orderId)).toBe(false);
              everFired.add(orderId);
            }
            for (const f of result.fills) {
              const buyer = f.takerSide === 'buy' ? f.takerId : f.makerId;
              const seller = f.takerSide === 'buy' ? f.makerId : f.takerId;
              funds.fill(
                { id: buyer, owner: ownerOf.get(buyer)! },
                { id: seller, owner: ownerOf.get(seller)! },
                f.price,
                f.qty,
              );
              if (f.makerRemaining === 0) funds.release(f.makerId);
            }
            if (result.status !== 'resting') funds.release(orderId);
          }
          for (const stop of outcome.effects?.cancelledStops ?? []) funds.release(stop.id);
          if (outcome.cancelled) funds.release(outcome.cancelled.id);
          if (outcome.cancelledStop) funds.release(outcome.cancelledStop.id);
          if (outcome.stop?.refused) {
            funds.release(outcome.stop.stop.id);
            funds.release(outcome.stop.stop.ocoWith ?? -1);
          }
        };

        for (const cmd of commands) {
          const before = {
            fired: ref.fired.length,
            cs: ref.cancelledStops.length,
            cl: ref.cancelledLegs.length,
            fills: ref.fills.length,
          };
          let outcome: ConditionalResult;
          if (cmd.kind === 'cancel') {
            if (ids.length === 0) continue;
            const target = ids[cmd.pick % ids.length]!;
            outcome = engine.cancel(target);
            ref.cancel(target);
            account(outcome);
          } else if (cmd.kind === 'market') {
            const need = cmd.side === 'buy' ? 20 * cmd.qty : cmd.qty;
            if (!funds.can(cmd.owner, cmd.side === 'buy' ? 'quote' : 'base', need)) continue;
            id++;
            ownerOf.set(id, cmd.owner);
            outcome = engine.place({ id, owner: cmd.owner, side: cmd.side, type: 'market', qty: cmd.qty });
            ref.placeOnBook(id, cmd.owner, cmd.side, null, cmd.qty, 'GTC');
            ref.cascade();
            account(outcome);
          } else {
            const lockPrice = cmd.kind === 'oco' ? Math.max(cmd.price, cmd.stopPrice) : cmd.price;
            const currency = cmd.side === 'buy' ? 'quote' : 'base';
            const need = cmd.side === 'buy' ? lockPrice * cmd.qty : cmd.qty;
            if (!funds.can(cmd.owner, currency, need)) continue;
            id++;
            ids.push(id);
            ownerOf.set(id, cmd.owner);
            funds.lock(id, cmd.owner, currency, need);
            if (cmd.kind === 'limit') {
              outcome = engine.place({
                id,
                owner: cmd.owner,
                side: cmd.side,
                type: 'limit',
                price: cmd.price,
                qty: cmd.qty,
                timeInForce: cmd.tif,
              });
              ref.placeOnBook(id, cmd.owner, cmd.side, cmd.price, cmd.qty, cmd.tif);
              ref.cascade();
              account(outcome, cmd.tif);
            } else if (cmd.kind === 'stop') {
              const stop: StopOrder = {
                id,
                owner: cmd.owner,
                side: cmd.side,
                trigger: cmd.trigger,
                price: cmd.price,
                qty: cmd.qty,
                timeInForce: cmd.tif,
              };
              const wrongSide = cmd.side === 'buy' ? cmd.trigger <= ref.last : cmd.trigger >= ref.last;
              outcome = engine.placeStop(stop);
              expect(outcome.stop?.refused).toBe(
                wrongSide ? (cmd.side === 'buy' ? 'triggerAboveMarket' : 'triggerBelowMarket') : undefined,
              );
              if (!wrongSide) ref.stops.push(stop);
              account(outcome);
            } else {
              const stopId = ++id;
              ids.push(stopId);
              ownerOf.set(stopId, cmd.owner);
              const stop: StopOrder = {
                id: stopId,
                owner: cmd.owner,
                side: cmd.side,
                trigger: cmd.trigger,
                price: cmd.stopPrice,
                qty: cmd.qty,
                timeInForce: 'GTC',
                ocoWith: id - 1,
              };
              const consistent =
                cmd.side === 'sell'
                  ? cmd.price > ref.last && cmd.trigger < ref.last
                  : cmd.price < ref.last && cmd.trigger > ref.last;
              outcome = engine.placeOco(
                {
                  id: id - 1,
                  owner: cmd.owner,
                  side: cmd.side,
                  type: 'limit',
                  price: cmd.price,
                  qty: cmd.qty,
                },
                stop,
              );
              expect(outcome.stop?.refused).toBe(consistent ? undefined : 'ocoPrices');
              if (consistent) {
                const fillsBefore = ref.fills.length;
                ref.placeOnBook(id - 1, cmd.owner, cmd.side, cmd.price, cmd.qty, 'GTC');
                if (ref.fills.length > fillsBefore) ref.cancelledStops.push(stopId);
                else ref.stops.push(stop);
                ref.cascade();
                ocoPairs.push([id - 1, stopId]);
              }
              account(outcome);
            }
          }
          // The same fills, triggers, OCO cancels, in the same order as the reference.
          const fills = [
            outcome.result?.fills ?? [],
            ...(outcome.effects?.fired ?? []).map((f) => f.result.fills),
          ].flat();
          expect(
            fills.map((f) => ({ makerId: f.makerId, takerId: f.takerId, price: f.price, qty: f.qty })),
          ).toEqual(ref.fills.slice(before.fills));
          expect((outcome.effects?.fired ?? []).map((f) => f.stop.id)).toEqual(ref.fired.slice(before.fired));
          expect((outcome.effects?.cancelledStops ?? []).map((s) => s.id).sort()).toEqual(
            ref.cancelledStops.slice(before.cs).sort(),
          );
          expect((outcome.effects?.cancelledLegs ?? []).map((o) => o.id).sort()).toEqual(
            ref.cancelledLegs.slice(before.cl).sort(),
          );
          expect(engine.lastPrice).toBe(ref.last);
          // Never both legs of an OCO live: a leg that traded leaves no waiting or fired stop leg, a
          // stop leg that fired leaves no limit leg on the book (and the leg never trades after).
          for (const f of fills) traded.add(f.makerId).add(f.takerId);
          for (const f of outcome.effects?.fired ?? []) everFiredStops.add(f.stop.id);
          for (const [leg, stop] of ocoPairs) {
            if (traded.has(leg)) expect(engine.hasStop(stop) || everFiredStops.has(stop)).toBe(false);
            if (everFiredStops.has(stop)) expect(engine.book.has(leg)).toBe(false);
          }
          const bid = engine.book.bestBid();
          const ask = engine.book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        }
        // What waits and what rests is what the reference holds.
        expect(engine.waitingStops().map((s) => s.id)).toEqual(
          ref.stops.map((s) => s.id).sort((a, b) => a - b),
        );
        const resting = [...engine.book.restingOrders('buy'), ...engine.book.restingOrders('sell')];
        expect(resting.map((o) => [o.id, o.remaining]).sort((a, b) => a[0]! - b[0]!)).toEqual(
          ref.book.map((o) => [o.id, o.remaining]).sort((a, b) => a[0]! - b[0]!),
        );
        // Ledger totals: nothing created or lost, nothing negative, every lock belongs to a live order.
        let base = 0;
        let quote = 0;
        for (const [key, amount] of funds.free) {
          expect(amount).toBeGreaterThanOrEqual(0);
          if (key.endsWith(':base')) base += amount;
          else quote += amount;
        }
        for (const [orderId, lock] of funds.locks) {
          expect(lock.amount).toBeGreaterThanOrEqual(0);
          expect(engine.book.has(orderId) || engine.hasStop(orderId)).toBe(true);
          if (lock.currency === 'base') base += lock.amount;
          else quote += lock.amount;
        }
        expect(base).toBe(4 * 1_000);
        expect(quote).toBe(4 * 20_000);
      }),
      { numRuns: 120 },
    );
  });
});
