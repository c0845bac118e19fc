import type { Database } from '../../db';
import { GroupCommit, type Settled } from '../../db/group-commit';
import { ApiError } from '../../errors';
import type { FillStream } from '../../services/fills';
import type { IntakeHooks } from './admission';
import { writeBatch, type IntakeAnswer, type IntakeItem } from './intake';
import { OrderIds } from './order-ids';
import type { FillView, OrderChange, TimeInForce, UserOrder } from './orders';
import type { Outcome, PairMarket } from './pair-market';
import type { PairDirectory } from './pairs';
import { cancelSingle, placeSingle, settleEachAlone, type SingleIntakeDeps } from './single-intake';

export interface PlaceOrderInput {
  userId: number;
  pairId: number;
  side: 'buy' | 'sell';
  /**
   * `stop_limit` waits off the book until the last price crosses `triggerPrice`, then enters as a
   * limit order at `price`; `oco` is a limit leg at `price` and a stop-limit leg (`triggerPrice`,
   * `stopLimitPrice`) sharing `amount` (market README "Order kinds").
   */
  type: 'limit' | 'market' | 'stop_limit' | 'oco';
  /** Decimal string on the pair's price grid; required for every type but market. */
  price?: string;
  /** Base-currency amount, decimal string on the pair's amount grid. */
  amount: string;
  /** Absent: GTC (stored as NULL, as before). */
  timeInForce?: TimeInForce;
  /** stop_limit and oco: the trigger price, on the price grid. */
  triggerPrice?: string;
  /** oco: the stop leg's limit price, on the price grid. */
  stopLimitPrice?: string;
}

/**
 * How an order's funds are locked, in the transaction that records it, before it reaches the book:
 * `reserve` for one order (throw an ApiError to refuse it without a trace), `reserveMany` for the
 * orders of a group-commit batch at once (see intake.ts). Group commit uses reserveMany when given,
 * else `reserve` under a savepoint; the single path uses `reserve`, else reserveMany with one order.
 */
export type PlaceOrderHooks = IntakeHooks;

export interface PlaceOrderResult {
  order: UserOrder;
  fills: FillView[];
}

/**
 * How orders and cancels are written: 'group' (group commit, the default) or 'single' (one
 * transaction per order plus one per engine command, the former path in single-intake.ts; only the
 * bench selects it).
 */
export type IntakeMode = 'group' | 'single';

/** What the order path uses of the market service: its books, its write queue and its events. */
export interface OrderIntakeDeps {
  /** The service's current IntakeMode (the bench switches it between runs). */
  mode(): IntakeMode;
  markets: Map<number, PairMarket>;
  pairs: PairDirectory;
  fills: FillStream;
  now(): number;
  /** Runs a write on the service's queue, after every write queued before it. */
  enqueue<T>(task: (db: Database) => Promise<T>): Promise<T>;
  /** Persists an engine command touching user orders, with its settlement, and announces it. */
  record(outcome: Outcome): Promise<OrderChange[]>;
  announce(outcome: Outcome): void;
  emitOrder(change: OrderChange): void;
  log(message: string): void;
}

/**
 * The spot order path (README "Spot order path"): a user order or cancel is validated, queued on a
 * group commit (intake.ts) or written alone (single-intake.ts), matched in engine order and
 * answered once all of it is committed.
 */
export class OrderIntake {
  /** Every new user order's id, in engine order (order-ids.ts). */
  private readonly orderIds = new OrderIds();
  private readonly queue = new GroupCommit<IntakeItem, IntakeAnswer>({
    commit: (items) => this.commit(items),
  });
  /** What the former one-transaction-per-order path (single-intake.ts) uses. */
  private readonly single: SingleIntakeDeps;

  constructor(private readonly deps: OrderIntakeDeps) {
    this.single = {
      enqueue: (task) => deps.enqueue(task),
      record: (outcome) => deps.record(outcome),
      markets: deps.markets,
      pairs: deps.pairs,
      orderIds: this.orderIds,
      now: () => deps.now(),
    };
  }

  /** Group-commit batches written so far and the orders and cancels they held. */
  get written(): { batches: number; items: number } {
    return { ...this.queue.written };
  }

  /** Resolves once every queued order and cancel is written. */
  drained(): Promise<void> {
    return this.queue.drained();
  }

  /**
   * Places a user order: validated, recorded with its funds locked (hooks), matched, the result
   * recorded; answered once all of it is committed. Orders and cancels arriving together are
   * written by one transaction (group commit, see intake.ts) unless `intake` is 'single'.
   */
  async place(input: PlaceOrderInput, hooks: PlaceOrderHooks = {}): Promise<PlaceOrderResult> {
    const market = this.deps.markets.get(input.pairId);
    if (!market)
      throw new ApiError(this.deps.pairs.get(input.pairId) ? 'spot.pairClosed' : 'market.unknownPair');
    const scale = market.pair.scale;
    const qty = scale.amount.toUnits(input.amount);
    if (qty === undefined || qty <= 0) throw new ApiError(qty === 0 ? 'spot.enterAmount' : 'spot.amountStep');
    const ticksOf = (price: string | undefined, missing: string) => {
      const ticks = price === undefined ? undefined : scale.price.toUnits(price);
      if (ticks === undefined || ticks <= 0)
        throw new ApiError(ticks === 0 || price === undefined ? missing : 'spot.priceStep');
      return ticks;
    };
    const ticks = input.type === 'market' ? undefined : ticksOf(input.price, 'spot.enterPrice');
    const conditional = input.type === 'stop_limit' || input.type === 'oco';
    const item = {
      kind: 'place' as const,
      userId: input.userId,
      market,
      side: input.side,
      type: input.type,
      ...(input.timeInForce ? { timeInForce: input.timeInForce } : {}),
      ...(conditional ? { triggerTicks: ticksOf(input.triggerPrice, 'spot.enterTriggerPrice') } : {}),
      ...(input.type === 'oco' ? { stopTicks: ticksOf(input.stopLimitPrice, 'spot.enterPrice') } : {}),
    };
    if (this.deps.mode() === 'single') return placeSingle(this.single, { ...item, ticks, qty, hooks });
    const answer = await this.queue.submit({ ...item, ticks, qty, hooks });
    if (answer.kind !== 'placed') throw new Error('intake: a place answered as a cancel');
    return { order: answer.order, fills: answer.fills };
  }

  /**
   * Cancels an open order of `userId`. Failure keys: spot.orderNotFound (unknown or another user's),
   * spot.orderNotOpen (completed or cancelled).
   */
  async cancel(userId: number, orderId: number): Promise<UserOrder> {
    if (this.deps.mode() === 'single') return cancelSingle(this.single, { userId, orderId });
    const answer = await this.queue.submit({ kind: 'cancel', userId, orderId });
    return answer.order;
  }

  /**
   * Writes one group-commit batch in one transaction, on the write queue. When that transaction
   * fails before the engine saw any of it, each item is written alone instead, so an item that
   * cannot be written fails by itself and the others still go through.
   */
  private async commit(items: IntakeItem[]): Promise<Array<Settled<IntakeAnswer>>> {
    const progress = { engineRan: false };
    const deps = {
      markets: this.deps.markets,
      pairs: this.deps.pairs,
      fills: this.deps.fills,
      orderIds: this.orderIds,
      announce: (outcome: Outcome) => this.deps.announce(outcome),
    };
    try {
      const { settled, changes } = await this.deps.enqueue((db) =>
        db.transaction((tx) => writeBatch(tx, deps, items, this.deps.now(), progress)),
      );
      for (const change of changes) this.deps.emitOrder(change);
      return settled;
    } catch (error) {
      if (progress.engineRan) {
        this.deps.log(`market: writing an order batch failed after matching: ${String(error)}`);
        throw error;
      }
      return settleEachAlone(this.single, items);
    }
  }
}
