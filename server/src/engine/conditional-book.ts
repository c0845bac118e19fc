import { appendNode, Ladder, unlinkNode, type OrderNode } from './ladder';
import type { OrderBook } from './order-book';
import type { Fill, NewOrder, PlaceResult, RestingOrder, Side, TimeInForce } from './types';

/**
 * A stop-limit order waiting off the book: a buy fires when the last trade price rises to `trigger`
 * or above, a sell when it falls to `trigger` or below; it then enters the book as a limit order at
 * `price` with its time in force. `ocoWith`: the OCO's limit leg resting on the book.
 */
export interface StopOrder {
  id: number;
  owner: number;
  side: Side;
  trigger: number;
  price: number;
  qty: number;
  timeInForce: Exclude<TimeInForce, 'POST_ONLY'>;
  ocoWith?: number;
}

/** Why a stop (or an OCO) was not placed: its trigger or prices sit on the wrong side of the last price. */
export type StopRefusal = 'triggerAboveMarket' | 'triggerBelowMarket' | 'ocoPrices' | 'invalid';

/** What a command did beyond its own order: OCO partners cancelled and stops fired, in engine order. */
export interface ConditionalEffects {
  /** Stops that entered the book, in firing order, with what their limit order did there. */
  fired: Array<{ stop: StopOrder; result: PlaceResult }>;
  /** OCO limit legs taken off the book because their stop leg triggered. */
  cancelledLegs: RestingOrder[];
  /** Waiting OCO stop legs cancelled because their limit leg traded (or was cancelled). */
  cancelledStops: StopOrder[];
}

export interface ConditionalResult {
  result?: PlaceResult;
  /** A stop placed (waiting), or refused with its reason. */
  stop?: { stop: StopOrder; refused?: StopRefusal };
  /** A resting order or waiting stop cancelled by the command itself. */
  cancelled?: RestingOrder;
  cancelledStop?: StopOrder;
  /** Undefined when the command had no further effect (the common case). */
  effects?: ConditionalEffects;
}

/**
 * Stop-limit and OCO orders around an OrderBook, and every command's trigger cascade. Pure: no I/O,
 * no clock. The last trade price is followed from the fills of the commands given here (and set
 * from outside at start). After every command that traded, the stops the last price crossed
 * trigger (each once: it leaves the waiting set), ordered by placement (id) among those crossed by
 * the same trade; each then enters the book in that order, and the trades it makes may trigger more,
 * which queue behind. When a stop leg triggers its OCO limit leg leaves the book at once; when a
 * limit leg trades (even partly) or is cancelled, its waiting stop leg is cancelled: never both live.
 */
export class ConditionalBook {
  /** Buy stops fire lowest trigger first (the 'sell' ladder keeps its lowest price best). */
  private readonly buyStops = new Ladder('sell');
  /** Sell stops fire highest trigger first. */
  private readonly sellStops = new Ladder('buy');
  private readonly stops = new Map<number, { stop: StopOrder; node: OrderNode }>();
  /** OCO: limit leg id -> its waiting stop leg's id. */
  private readonly stopOfLeg = new Map<number, number>();

  constructor(
    readonly book: OrderBook,
    /** The last trade price, in ticks. */
    public lastPrice: number,
  ) {}

  get waitingCount(): number {
    return this.stops.size;
  }

  hasStop(id: number): boolean {
    return this.stops.has(id);
  }

  getStop(id: number): StopOrder | undefined {
    return this.stops.get(id)?.stop;
  }

  /** The waiting stops, in placement (id) order. */
  waitingStops(): StopOrder[] {
    return [...this.stops.values()].map((s) => s.stop).sort((a, b) => a.id - b.id);
  }

  /** A plain order (any time in force), then what its trades set off. */
  place(order: NewOrder): ConditionalResult {
    const result = this.book.place(order);
    return { result, effects: this.settle(result.fills) };
  }

  /** A stop-limit order: waits, or is refused when its trigger is on the wrong side of the last price. */
  placeStop(stop: StopOrder): ConditionalResult {
    const refused = this.stopRefusal(stop);
    if (refused) return { stop: { stop, refused } };
    this.addStop(stop);
    return { stop: { stop } };
  }

  /**
   * An OCO: `limit` (GTC) goes to the book, `stop` (ocoWith = limit.id) waits. Refused (nothing
   * placed) unless a sell's limit is above the last price and its trigger below (a buy: the reverse).
   * A limit leg that trades at once cancels the stop leg.
   */
  placeOco(limit: NewOrder, stop: StopOrder): ConditionalResult {
    const last = this.lastPrice;
    const selling = stop.side === 'sell';
    const consistent =
      limit.side === stop.side &&
      limit.type === 'limit' &&
      stop.ocoWith === limit.id &&
      (selling ? limit.price! > last && stop.trigger < last : limit.price! < last && stop.trigger > last);
    if (!consistent || this.stops.has(stop.id) || this.book.has(stop.id) || limit.id === stop.id)
      return { stop: { stop, refused: consistent ? 'invalid' : 'ocoPrices' } };
    const result = this.book.place({ ...limit, timeInForce: 'GTC' });
    if (result.status === 'rejected') return { result, stop: { stop, refused: 'invalid' } };
    const effects = newEffects();
    if (result.fills.length > 0) effects.cancelledStops.push(stop);
    else {
      this.addStop(stop);
      this.stopOfLeg.set(limit.id, stop.id);
    }
    this.cascade(result.fills, effects);
    return { result, stop: { stop }, effects: nonEmpty(effects) };
  }

  /** Cancels a resting order or a waiting stop, with its OCO partner. */
  cancel(id: number): ConditionalResult {
    const waiting = this.stops.get(id);
    if (waiting) {
      this.removeStop(waiting.stop);
      const effects = newEffects();
      const leg = waiting.stop.ocoWith;
      if (leg !== undefined) {
        this.stopOfLeg.delete(leg);
        const cancelled = this.book.cancel(leg);
        if (cancelled) effects.cancelledLegs.push(cancelled);
      }
      return { cancelledStop: waiting.stop, effects: nonEmpty(effects) };
    }
    const cancelled = this.book.cancel(id);
    if (!cancelled) return {};
    const effects = newEffects();
    this.dropStopLeg(id, effects);
    return { cancelled, effects: nonEmpty(effects) };
  }

  /**
   * Puts a stored waiting stop back (at start), without checking it against the last price: one
   * the price crossed while the server was down triggers with the next trade. False for a duplicate.
   */
  restoreStop(stop: StopOrder): boolean {
    if (this.stops.has(stop.id) || this.book.has(stop.id) || !(stop.qty > 0) || !(stop.trigger > 0))
      return false;
    this.addStop(stop);
    if (stop.ocoWith !== undefined) this.stopOfLeg.set(stop.ocoWith, stop.id);
    return true;
  }

  private stopRefusal(stop: StopOrder): StopRefusal | undefined {
    if (this.stops.has(stop.id) || this.book.has(stop.id) || !(stop.qty > 0) || !(stop.price > 0))
      return 'invalid';
    if (stop.side === 'buy' && !(stop.trigger > this.lastPrice)) return 'triggerAboveMarket';
    if (stop.side === 'sell' && !(stop.trigger < this.lastPrice)) return 'triggerBelowMarket';
    return undefined;
  }

  /** After a command's own fills: OCO partners of the legs that traded, then the trigger cascade. */
  private settle(fills: Fill[]): ConditionalEffects | undefined {
    if (fills.length === 0) return undefined;
    const effects = newEffects();
    this.cascade(fills, effects);
    return nonEmpty(effects);
  }

  private cascade(fills: Fill[], effects: ConditionalEffects): void {
    this.afterFills(fills, effects);
    if (this.stops.size === 0) return;
    const queue: StopOrder[] = [];
    for (let next = 0; ; next++) {
      this.collectCrossed(queue, effects);
      const stop = queue[next];
      if (!stop) break;
      const result = this.book.place({
        id: stop.id,
        owner: stop.owner,
        side: stop.side,
        type: 'limit',
        price: stop.price,
        qty: stop.qty,
        timeInForce: stop.timeInForce,
      });
      effects.fired.push({ stop, result });
      this.afterFills(result.fills, effects);
    }
  }

  /** Follows the last price; a limit leg that traded cancels its waiting stop leg. */
  private afterFills(fills: Fill[], effects: ConditionalEffects): void {
    const n = fills.length;
    if (n === 0) return;
    this.lastPrice = fills[n - 1]!.price;
    if (this.stopOfLeg.size === 0) return;
    for (const fill of fills) {
      this.dropStopLeg(fill.makerId, effects);
      this.dropStopLeg(fill.takerId, effects);
    }
  }

  private dropStopLeg(legId: number, effects: ConditionalEffects): void {
    const stopId = this.stopOfLeg.get(legId);
    if (stopId === undefined) return;
    this.stopOfLeg.delete(legId);
    const waiting = this.stops.get(stopId);
    if (!waiting) return;
    this.removeStop(waiting.stop);
    effects.cancelledStops.push(waiting.stop);
  }

  /**
   * Moves every stop the last price crossed to the end of `queue` (placement order among them) and
   * takes the limit legs of the OCOs among them off the book.
   */
  private collectCrossed(queue: StopOrder[], effects: ConditionalEffects): void {
    const last = this.lastPrice;
    const crossed: StopOrder[] = [];
    for (const [ladder, hit] of [
      [this.buyStops, (trigger: number) => trigger <= last],
      [this.sellStops, (trigger: number) => trigger >= last],
    ] as const) {
      for (let level = ladder.best(); level && hit(level.price); level = ladder.best()) {
        const atLevel: StopOrder[] = [];
        for (let node = level.head; node; node = node.next) atLevel.push(this.stops.get(node.id)!.stop);
        for (const stop of atLevel) this.removeStop(stop);
        crossed.push(...atLevel);
      }
    }
    if (crossed.length === 0) return;
    crossed.sort((a, b) => a.id - b.id);
    for (const stop of crossed) {
      if (stop.ocoWith !== undefined) {
        this.stopOfLeg.delete(stop.ocoWith);
        const leg = this.book.cancel(stop.ocoWith);
        if (leg) effects.cancelledLegs.push(leg);
      }
      queue.push(stop);
    }
  }

  private addStop(stop: StopOrder): void {
    const ladder = stop.side === 'buy' ? this.buyStops : this.sellStops;
    const level = ladder.upsert(stop.trigger);
    const node: OrderNode = {
      id: stop.id,
      owner: stop.owner,
      side: stop.side,
      price: stop.trigger,
      remaining: stop.qty,
      original: stop.qty,
      prev: null,
      next: null,
      level,
    };
    appendNode(level, node);
    this.stops.set(stop.id, { stop, node });
  }

  private removeStop(stop: StopOrder): void {
    const entry = this.stops.get(stop.id);
    if (!entry) return;
    this.stops.delete(stop.id);
    const { node } = entry;
    const level = node.level;
    unlinkNode(node);
    level.qty -= node.remaining;
    if (level.count === 0) (stop.side === 'buy' ? this.buyStops : this.sellStops).remove(level);
  }
}

function newEffects(): ConditionalEffects {
  return { fired: [], cancelledLegs: [], cancelledStops: [] };
}

function nonEmpty(effects: ConditionalEffects): ConditionalEffects | undefined {
  return effects.fired.length + effects.cancelledLegs.length + effects.cancelledStops.length > 0
    ? effects
    : undefined;
}
