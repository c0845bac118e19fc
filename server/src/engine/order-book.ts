import { IntMap } from './int-map';
import { appendNode, Ladder, unlinkNode, type Level, type OrderNode } from './ladder';
import {
  silentListener,
  type BookListener,
  type Fill,
  type NewOrder,
  type PlaceResult,
  type RestingOrder,
  type Side,
} from './types';

export interface BookSnapshot {
  seq: number;
  /** [price ticks, qty lots], best first. */
  bids: Array<[number, number]>;
  asks: Array<[number, number]>;
}

/**
 * A price-time-priority limit order book for one pair, in integer ticks and lots. Pure: no I/O,
 * no clock. Every change of the book (an order added, filled or cancelled) increments `seq`.
 */
export class OrderBook {
  private readonly bids = new Ladder('buy');
  private readonly asks = new Ladder('sell');
  private readonly orders = new IntMap<OrderNode>();
  /**
   * The highest id that ever rested: a caller's new id is usually above it (ids come from a
   * sequence), and then `has` answers without probing the map.
   */
  private highestId = -Infinity;
  private sequence = 0;

  constructor(private listener: BookListener = silentListener) {}

  setListener(listener: BookListener): void {
    this.listener = listener;
  }

  get seq(): number {
    return this.sequence;
  }

  get orderCount(): number {
    return this.orders.size;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  has(id: number): boolean {
    return id > this.highestId ? false : this.orders.has(id);
  }

  get(id: number): RestingOrder | undefined {
    const node = this.orders.get(id);
    return node && toResting(node);
  }

  place(order: NewOrder): PlaceResult {
    const { id, qty } = order;
    const isLimit = order.type === 'limit';
    const tif = order.timeInForce;
    if (
      this.has(id) ||
      !Number.isSafeInteger(qty) ||
      qty <= 0 ||
      (isLimit && (!Number.isSafeInteger(order.price) || order.price! <= 0)) ||
      (!isLimit && tif !== undefined && tif !== 'GTC' && tif !== 'IOC')
    ) {
      return { id, status: 'rejected', filledQty: 0, remainingQty: qty, fills: [] };
    }
    if (tif === 'POST_ONLY' && this.fillable(order.side, order.price!, 1) > 0) {
      return { id, status: 'wouldTake', filledQty: 0, remainingQty: qty, fills: [] };
    }
    if (tif === 'FOK' && this.fillable(order.side, order.price!, qty) < qty) {
      return { id, status: 'killed', filledQty: 0, remainingQty: qty, fills: [] };
    }
    const fills: Fill[] = [];
    const remaining = this.match(order, fills);
    const filledQty = qty - remaining;
    if (remaining === 0) return { id, status: 'filled', filledQty, remainingQty: 0, fills };
    if (!isLimit || tif === 'IOC')
      return { id, status: 'expired', filledQty, remainingQty: remaining, fills };
    this.rest(order, remaining);
    return { id, status: 'resting', filledQty, remainingQty: remaining, fills };
  }

  /**
   * Puts a previously persisted resting order back without matching (rebuild at start; the
   * persisted book was never crossed). Returns false for a duplicate id or bad numbers.
   */
  restore(order: RestingOrder): boolean {
    const { price, remaining, original } = order;
    if (this.has(order.id) || !(remaining > 0) || !(price > 0) || original < remaining) return false;
    if (!Number.isSafeInteger(price) || !Number.isSafeInteger(remaining)) return false;
    const opposite = order.side === 'buy' ? this.asks.best() : this.bids.best();
    if (opposite && (order.side === 'buy' ? opposite.price <= price : opposite.price >= price)) return false;
    this.rest(
      { id: order.id, owner: order.owner, side: order.side, type: 'limit', price, qty: original },
      remaining,
    );
    return true;
  }

  /** O(1): a hash delete and a list unlink. Returns the order as it was, or undefined. */
  cancel(id: number): RestingOrder | undefined {
    const node = id > this.highestId ? undefined : this.orders.delete(id);
    if (!node) return undefined;
    const level = node.level;
    unlinkNode(node);
    level.qty -= node.remaining;
    const ladder = node.side === 'buy' ? this.bids : this.asks;
    if (level.count === 0) ladder.remove(level);
    const seq = ++this.sequence;
    const resting = toResting(node);
    this.listener.onCancel(resting, seq);
    this.listener.onLevel(node.side, level.price, level.qty, seq);
    return resting;
  }

  /** Top `depth` levels per side, best first. */
  snapshot(depth: number): BookSnapshot {
    return { seq: this.sequence, bids: top(this.bids, depth), asks: top(this.asks, depth) };
  }

  /** Every resting order of one side, best price first, time order within a price. */
  *restingOrders(side: Side): Generator<RestingOrder> {
    for (const level of (side === 'buy' ? this.bids : this.asks).fromBest()) {
      for (let node = level.head; node; node = node.next) yield toResting(node);
    }
  }

  /**
   * Lots an order of `side` limited at `price` could take now, counted up to `enough` (the walk
   * stops there): what FOK and POST_ONLY decide on before anything trades.
   */
  fillable(side: Side, price: number, enough: number): number {
    const buying = side === 'buy';
    let found = 0;
    for (const level of (buying ? this.asks : this.bids).fromBest()) {
      if (buying ? level.price > price : level.price < price) break;
      found += level.qty;
      if (found >= enough) break;
    }
    return found;
  }

  private match(order: NewOrder, fills: Fill[]): number {
    const buying = order.side === 'buy';
    const opposite = buying ? this.asks : this.bids;
    const limit = order.type === 'limit' ? order.price! : buying ? Infinity : -Infinity;
    let remaining = order.qty;
    let level: Level | undefined;
    while (remaining > 0 && (level = opposite.best()) !== undefined) {
      if (buying ? level.price > limit : level.price < limit) break;
      let maker = level.head;
      while (remaining > 0 && maker) {
        const qty = maker.remaining < remaining ? maker.remaining : remaining;
        maker.remaining -= qty;
        level.qty -= qty;
        remaining -= qty;
        const next = maker.next;
        if (maker.remaining === 0) {
          unlinkNode(maker);
          this.orders.delete(maker.id);
        }
        const fill: Fill = {
          makerId: maker.id,
          makerOwner: maker.owner,
          takerId: order.id,
          takerOwner: order.owner,
          takerSide: order.side,
          price: level.price,
          qty,
          makerRemaining: maker.remaining,
        };
        fills.push(fill);
        const seq = ++this.sequence;
        this.listener.onTrade(fill, seq);
        this.listener.onLevel(maker.side, level.price, level.qty, seq);
        maker = next;
      }
      if (level.count === 0) opposite.remove(level);
    }
    return remaining;
  }

  private rest(order: NewOrder, remaining: number): void {
    const ladder = order.side === 'buy' ? this.bids : this.asks;
    const level = ladder.upsert(order.price!);
    const node: OrderNode = {
      id: order.id,
      owner: order.owner,
      side: order.side,
      price: order.price!,
      remaining,
      original: order.qty,
      prev: null,
      next: null,
      level,
    };
    appendNode(level, node);
    this.orders.set(order.id, node);
    if (order.id > this.highestId) this.highestId = order.id;
    this.listener.onLevel(order.side, level.price, level.qty, ++this.sequence);
  }
}

function toResting(node: OrderNode): RestingOrder {
  return {
    id: node.id,
    owner: node.owner,
    side: node.side,
    price: node.price,
    remaining: node.remaining,
    original: node.original,
  };
}

function top(ladder: Ladder, depth: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (depth <= 0) return out;
  for (const level of ladder.fromBest()) {
    out.push([level.price, level.qty]);
    if (out.length >= depth) break;
  }
  return out;
}
