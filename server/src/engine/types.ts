/** Engine vocabulary. Prices are integer ticks and quantities integer lots (see `scale.ts`). */
export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
/**
 * GTC rests until filled or cancelled (the default); IOC fills what it can and drops the rest
 * (`expired`); FOK fills all at once or does nothing (`killed`); POST_ONLY only rests, and does
 * nothing if it would take (`wouldTake`). Only limit orders take IOC/FOK/POST_ONLY.
 */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';

/**
 * An order for the book. Callers build it with every field, in this order, as the market's intake
 * does (`{ ...{ id, owner, side, qty }, type, price, timeInForce }`, a market order's price and a GTC
 * order's time in force left undefined) and as a fired stop's order is built: V8 then gives every
 * order one hidden class, and the book's hot paths read its fields without a shape check per kind
 * of caller.
 */
export interface NewOrder {
  /** Caller-chosen unique id (the database id for user orders). */
  id: number;
  /** Opaque owner, e.g. the user id; the engine never matches on it. */
  owner: number;
  side: Side;
  /** Quantity in lots, > 0. */
  qty: number;
  type: OrderType;
  /** Limit price in ticks; ignored for market orders. */
  price?: number;
  /** GTC when absent. */
  timeInForce?: TimeInForce;
}

export interface Fill {
  makerId: number;
  makerOwner: number;
  takerId: number;
  takerOwner: number;
  takerSide: Side;
  /** The maker's price, in ticks. */
  price: number;
  qty: number;
  /** Lots the maker has left after this fill (0 = done). */
  makerRemaining: number;
}

/**
 * `resting`: (partly) unfilled and now on the book. `filled`: fully executed.
 * `expired`: a market or IOC order's unfilled rest, dropped (the other side ran out or crossed no more).
 * `killed`: a FOK order the book could not fill in full: nothing traded.
 * `wouldTake`: a POST_ONLY order that would have taken: nothing traded.
 * `rejected`: invalid command (duplicate id, non-positive qty, missing limit price, a time in force
 * other than GTC/IOC on a market order).
 */
export type PlaceStatus = 'resting' | 'filled' | 'expired' | 'killed' | 'wouldTake' | 'rejected';

export interface PlaceResult {
  id: number;
  status: PlaceStatus;
  filledQty: number;
  remainingQty: number;
  fills: Fill[];
}

export interface RestingOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
  original: number;
}

/** Listener of book changes; `seq` is the book sequence number after the change. */
export interface BookListener {
  onTrade(fill: Fill, seq: number): void;
  /** Aggregated quantity at a price after a change (0 = level gone). */
  onLevel(side: Side, price: number, qty: number, seq: number): void;
  /** A resting order left the book by cancel (fills report maker exits through onTrade). */
  onCancel(order: RestingOrder, seq: number): void;
}

export const silentListener: BookListener = {
  onTrade() {},
  onLevel() {},
  onCancel() {},
};
