import { IntMap } from './int-map';
import type { OrderBook } from './order-book';
import { StopSlots } from './stop-slots';
import { TriggerHeap } from './trigger-heap';
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
  /** The waiting stops' fields, by slot. */
  private readonly slots = new StopSlots();
  /** Buy stops fire lowest trigger first. */
  private readonly buyStops = new TriggerHeap(1);
  /** Sell stops fire highest trigger first. */
  private readonly sellStops = new TriggerHeap(-1);
  /** Waiting stop id -> its slot. */
  private readonly stops = new IntMap<number>();
  /** The highest id that ever waited (see OrderBook's `highestId`): above it, no map probe. */
  private highestStopId = -Infinity;
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
    return id > this.highestStopId ? false : this.stops.has(id);
  }

  getStop(id: number): StopOrder | undefined {
    const slot = this.stops.get(id);
    return slot === undefined ? undefined : this.slots.read(slot);
  }

  /** The waiting stops, in placement (id) order. */
  waitingStops(): StopOrder[] {
    return [...this.stops.values()].map((slot) => this.slots.read(slot)).sort(byId);
  }

  /** A plain order (any time in force), then what its trades set off. Refused if its id waits as a stop. */
  place(order: NewOrder): ConditionalResult {
    if (this.hasStop(order.id)) return { result: rejected(order) };
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
    if (!consistent || this.hasStop(stop.id) || this.book.has(stop.id) || limit.id === stop.id)
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

  /**
   * Cancels a resting order or a waiting stop, with its OCO partner. The book is asked first: most
   * cancels are of resting orders, and no id is both (`place` and `placeStop` refuse one that is).
   */
  cancel(id: number): ConditionalResult {
    const cancelled = this.book.cancel(id);
    if (cancelled) {
      if (this.stopOfLeg.size === 0 || !this.stopOfLeg.has(id)) return { cancelled };
      const effects = newEffects();
      this.dropStopLeg(id, effects);
      return { cancelled, effects: nonEmpty(effects) };
    }
    const slot = id > this.highestStopId ? undefined : this.stops.delete(id);
    if (slot === undefined) return {};
    const cancelledStop = this.takeOut(slot);
    const leg = cancelledStop.ocoWith;
    if (leg === undefined) return { cancelledStop };
    this.stopOfLeg.delete(leg);
    const cancelledLeg = this.book.cancel(leg);
    const effects = newEffects();
    if (cancelledLeg) effects.cancelledLegs.push(cancelledLeg);
    return { cancelledStop, effects: nonEmpty(effects) };
  }

  /**
   * Puts a stored waiting stop back (at start), without checking it against the last price: one
   * the price crossed while the server was down triggers with the next trade. False for a duplicate.
   */
  restoreStop(stop: StopOrder): boolean {
    if (this.hasStop(stop.id) || this.book.has(stop.id) || !(stop.qty > 0) || !(stop.trigger > 0))
      return false;
    this.addStop(stop);
    if (stop.ocoWith !== undefined) this.stopOfLeg.set(stop.ocoWith, stop.id);
    return true;
  }

  private stopRefusal(stop: StopOrder): StopRefusal | undefined {
    if (this.hasStop(stop.id) || this.book.has(stop.id) || !(stop.qty > 0) || !(stop.price > 0))
      return 'invalid';
    if (stop.side === 'buy' && !(stop.trigger > this.lastPrice)) return 'triggerAboveMarket';
    if (stop.side === 'sell' && !(stop.trigger < this.lastPrice)) return 'triggerBelowMarket';
    return undefined;
  }

  /** After a command's own fills: OCO partners of the legs that traded, then the trigger cascade. */
  private settle(fills: Fill[]): ConditionalEffects | undefined {
    const n = fills.length;
    if (n === 0) return undefined;
    if (this.stopOfLeg.size === 0) {
      // No OCO waits: follow the price, and allocate nothing unless a trigger was reached.
      this.lastPrice = fills[n - 1]!.price;
      if (this.stops.size === 0 || !this.crossesAny()) return undefined;
    }
    const effects = newEffects();
    this.cascade(fills, effects);
    return nonEmpty(effects);
  }

  private cascade(fills: Fill[], effects: ConditionalEffects): void {
    this.afterFills(fills, effects);
    let queue: StopOrder[] | undefined;
    for (let next = 0; ; next++) {
      if (this.crossesAny()) this.collectCrossed((queue ??= []), effects);
      const stop = queue?.[next];
      if (!stop) break;
      const result = this.book.place({
        id: stop.id,
        owner: stop.owner,
        side: stop.side,
        qty: stop.qty,
        type: 'limit',
        price: stop.price,
        timeInForce: stop.timeInForce,
      });
      effects.fired.push({ stop, result });
      this.afterFills(result.fills, effects);
    }
  }

  /** Whether the last price reached the lowest buy trigger or the highest sell trigger. */
  private crossesAny(): boolean {
    const last = this.lastPrice;
    return this.buyStops.nextTrigger() <= last || this.sellStops.nextTrigger() >= last;
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
    const slot = this.stops.delete(stopId);
    if (slot === undefined) return;
    effects.cancelledStops.push(this.takeOut(slot));
  }

  /**
   * Moves every stop the last price crossed to the end of `queue` (placement order among them) and
   * takes the limit legs of the OCOs among them off the book.
   */
  private collectCrossed(queue: StopOrder[], effects: ConditionalEffects): void {
    const last = this.lastPrice;
    const from = queue.length;
    while (this.buyStops.nextTrigger() <= last) queue.push(this.fire(this.buyStops.peek()));
    while (this.sellStops.nextTrigger() >= last) queue.push(this.fire(this.sellStops.peek()));
    if (queue.length - from > 1) sortTail(queue, from);
    for (let i = from; i < queue.length; i++) {
      const leg = queue[i]!.ocoWith;
      if (leg === undefined) continue;
      this.stopOfLeg.delete(leg);
      const cancelled = this.book.cancel(leg);
      if (cancelled) effects.cancelledLegs.push(cancelled);
    }
  }

  private addStop(stop: StopOrder): void {
    const slot = this.slots.add(stop);
    (stop.side === 'buy' ? this.buyStops : this.sellStops).push(slot, stop.trigger);
    this.stops.set(stop.id, slot);
    if (stop.id > this.highestStopId) this.highestStopId = stop.id;
  }

  /** A crossed stop leaves the waiting set: its slot is freed, and it is returned as an order. */
  private fire(slot: number): StopOrder {
    this.stops.delete(this.slots.id(slot));
    return this.takeOut(slot);
  }

  /** Takes the stop in `slot` (already out of the id index) out of its heap and frees the slot. */
  private takeOut(slot: number): StopOrder {
    (this.slots.isBuy(slot) ? this.buyStops : this.sellStops).remove(slot);
    const stop = this.slots.read(slot);
    this.slots.release(slot);
    return stop;
  }
}

function byId(a: { id: number }, b: { id: number }): number {
  return a.id - b.id;
}

/**
 * Sorts `list[from..]` by id: heaps hand stops out by trigger, and stops crossed by one trade fire
 * in placement order. Insertion sort for the usual handful, the built-in sort past that.
 */
function sortTail(list: StopOrder[], from: number): void {
  if (list.length - from > 16) {
    const tail = list.splice(from).sort(byId);
    for (const node of tail) list.push(node);
    return;
  }
  for (let i = from + 1; i < list.length; i++) {
    const node = list[i]!;
    let j = i;
    for (; j > from && list[j - 1]!.id > node.id; j--) list[j] = list[j - 1]!;
    list[j] = node;
  }
}

function rejected(order: NewOrder): PlaceResult {
  return { id: order.id, status: 'rejected', filledQty: 0, remainingQty: order.qty, fills: [] };
}

function newEffects(): ConditionalEffects {
  return { fired: [], cancelledLegs: [], cancelledStops: [] };
}

function nonEmpty(effects: ConditionalEffects): ConditionalEffects | undefined {
  return effects.fired.length + effects.cancelledLegs.length + effects.cancelledStops.length > 0
    ? effects
    : undefined;
}
