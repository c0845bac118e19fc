import { EventEmitter } from 'node:events';
import type { Database } from '../../db';
import { createFillStream, type FillStream } from '../../services/fills';
import type { Bar } from './klines';
import type { HistoryOptions } from './history';
import type { MarketMaker } from './market-maker';
import { defaultBots, printAt, startMakerLoops, type MakerDeps, type MarketMakerBots } from './makers';
import { openMarkets, restoreOpenOrders } from './open-markets';
import {
  OrderIntake,
  type IntakeMode,
  type PlaceOrderHooks,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from './order-intake';
import { applyOutcome, fillViews, involvesUser, type OrderChange, type UserOrder } from './orders';
import type { Outcome, PairMarket, TradeRecord } from './pair-market';
import { loadPairs, PairDirectory, type Pair } from './pairs';
import type { KlinePeriod } from './periods';
import { insertTrades, loadBars, pruneBotTrades, upsertKlines, type KlineRow } from './store';

export type { IntakeMode, PlaceOrderHooks, PlaceOrderInput, PlaceOrderResult } from './order-intake';

export interface MarketServiceOptions {
  db: Database;
  /** The server clock (`ctx.clock.now`); Date.now by default. */
  now?: () => number;
  /** Where user fills are published as kind 'spot' (`ctx.fills`); a private stream by default. */
  fills?: FillStream;
  /** Back-filled history on a database without bars; false for none. */
  history?: HistoryOptions | false;
  /** Market makers: false for none (tests drive the books themselves). */
  bots?: false | MarketMakerBots;
  /** How often buffered trades and bars are written. */
  flushMs?: number;
  log?: (message: string) => void;
  /** A market maker's tick that threw (`ctx.faults.report`); logged by default. */
  fault?: (source: string, error: unknown) => void;
  /**
   * The pairs whose books this process opens (an engine of the scaled topology owns its partition's
   * pairs; README "Scaled topology"); every pair by default.
   */
  owns?: (pair: Pair) => boolean;
}

/** Events: see `on` overloads. All fire after the data is in memory; `order` after it is committed. */
export interface MarketEvents {
  trade: [pair: Pair, trades: TradeRecord[]];
  depth: [pair: Pair];
  kline: [pair: Pair, period: KlinePeriod, bar: Bar];
  order: [change: OrderChange];
}

/**
 * The exchange's markets: a book per pair with open spot trading, rebuilt from the stored open
 * orders at start; bars and trades; market makers; and the internal order API of the spot module.
 * Writes go through one queue so the database sees changes in engine order.
 */
export class MarketService {
  readonly pairs: PairDirectory;
  /** See IntakeMode; the bench switches it to compare both paths in one run. */
  intake: IntakeMode = 'group';
  private readonly markets = new Map<number, PairMarket>();
  private readonly emitter = new EventEmitter();
  private readonly now: () => number;
  private chain: Promise<unknown> = Promise.resolve();
  private tradeBuffer: TradeRecord[] = [];
  private readonly fills: FillStream;
  private running = false;
  private timers = new Set<NodeJS.Timeout>();
  private makers: MarketMaker[] = [];
  private botIds = 0;
  private closed = false;
  /** User orders and cancels: validated, written in engine order, answered once committed. */
  private readonly orders: OrderIntake;
  /** What the market makers (makers.ts) use of the service. */
  private readonly bots: MakerDeps = {
    nextId: () => -++this.botIds,
    now: () => this.now(),
    absorb: (outcome) => this.absorbBotOutcome(outcome),
  };

  private constructor(
    private readonly db: Database,
    pairs: Pair[],
    private readonly options: MarketServiceOptions,
  ) {
    this.pairs = new PairDirectory(pairs);
    this.now = options.now ?? Date.now;
    this.fills = options.fills ?? createFillStream();
    this.emitter.setMaxListeners(0);
    this.orders = new OrderIntake({
      mode: () => this.intake,
      markets: this.markets,
      pairs: this.pairs,
      fills: this.fills,
      now: () => this.now(),
      enqueue: (task) => this.enqueue(task),
      record: (outcome) => this.record(outcome),
      announce: (outcome) => this.announce(outcome),
      emitOrder: (change) => this.emitter.emit('order', change),
      log: (message) => this.log(message),
    });
  }

  /** Opens the markets and runs them at once (see `open` and `run`). */
  static async start(options: MarketServiceOptions): Promise<MarketService> {
    const service = await MarketService.open(options);
    service.run();
    return service;
  }

  /**
   * Rebuilds the books, bars and recent trades from the database without running anything yet:
   * the server opens its markets, lets every module subscribe to fills, then calls `run`.
   */
  static async open(options: MarketServiceOptions): Promise<MarketService> {
    const service = new MarketService(options.db, await loadPairs(options.db), options);
    await service.load();
    return service;
  }

  /** See OrderIntake.place (order-intake.ts). */
  placeOrder(input: PlaceOrderInput, hooks: PlaceOrderHooks = {}): Promise<PlaceOrderResult> {
    return this.orders.place(input, hooks);
  }

  /** See OrderIntake.cancel (order-intake.ts). */
  cancelOrder(userId: number, orderId: number): Promise<UserOrder> {
    return this.orders.cancel(userId, orderId);
  }

  /** Starts the market makers and the periodic writes. Idempotent. */
  run(): void {
    if (this.running || this.closed) return;
    this.running = true;
    this.startTimers();
  }

  on<E extends keyof MarketEvents>(event: E, listener: (...args: MarketEvents[E]) => void): () => void {
    this.emitter.on(event, listener as (...args: unknown[]) => void);
    return () => this.emitter.off(event, listener as (...args: unknown[]) => void);
  }

  /** The live market of a pair with open spot trading, if any. */
  market(pairId: number): PairMarket | undefined {
    return this.markets.get(pairId);
  }

  /** Last trade price of the currency's USDT pair (the live source of `ctx.prices`), if it trades. */
  usdtPrice(currencyId: number): string | undefined {
    const pair = this.pairs.all.find((p) => p.currencyId === currencyId && p.legalName === 'USDT');
    const market = pair && this.markets.get(pair.id);
    return market ? market.pair.scale.price.fromUnits(market.lastPrice) : undefined;
  }

  /** Whether this process owns the pair's book (false: another engine partition does). */
  owns(pairId: number): boolean {
    const pair = this.pairs.get(pairId);
    return pair !== undefined && (this.options.owns?.(pair) ?? true);
  }

  /** Group-commit batches written so far and the orders and cancels they held. */
  get intakeWritten(): { batches: number; items: number } {
    return this.orders.written;
  }

  get liveMarkets(): PairMarket[] {
    return [...this.markets.values()];
  }

  /**
   * Operator (tests, demos): moves a pair's price to `ticks`. The market maker's fair price jumps
   * there, its quotes are pulled, and the house prints one lot at exactly that price, so the last
   * price, bars, tickers, `trade` listeners (lever marks) and ctx.prices all see it; the bots quote
   * around the new price from then on. Returns false for a pair without a live market.
   */
  movePrice(pairId: number, ticks: number): boolean {
    const market = this.markets.get(pairId);
    if (!market || ticks <= 0) return false;
    printAt(
      market,
      this.makers.find((m) => m.pairId === pairId),
      ticks,
      this.bots,
    );
    return true;
  }

  /** Bars of a period, oldest first, from memory and (for older ranges) the database. */
  async bars(pair: Pair, period: KlinePeriod, from: number, to: number, limit = 2000): Promise<Bar[]> {
    const market = this.markets.get(pair.id);
    const series = market?.klines;
    const oldest = series?.oldest(period);
    const memory = series ? series.range(period, from, to) : [];
    if (oldest !== undefined && from >= oldest) return memory.slice(-limit);
    const older = await this.enqueue((db) =>
      loadBars(db, pair, period, from, Math.min(to, oldest ?? to), limit),
    );
    return [...older, ...memory].slice(-limit);
  }

  /** Stops the bots, pulls their quotes, writes what is buffered. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    const ts = this.now();
    for (const maker of this.makers) for (const o of maker.withdraw(ts)) this.absorbBotOutcome(o);
    await this.orders.drained();
    await this.flush();
    await this.chain.catch(() => undefined);
  }

  /** Writes buffered trades and changed bars now (also runs on a timer). */
  flush(): Promise<void> {
    const trades = this.tradeBuffer;
    this.tradeBuffer = [];
    const bars: KlineRow[] = [];
    for (const m of this.markets.values()) {
      for (const { period, bar } of m.klines.takeDirty()) bars.push({ pair: m.pair, period, bar });
    }
    if (trades.length === 0 && bars.length === 0) return this.chain.then(() => undefined);
    const byId = new Map(this.pairs.all.map((p) => [p.id, p]));
    return this.enqueue((db) =>
      db.transaction(async (tx) => {
        await insertTrades(tx, byId, trades);
        await upsertKlines(tx, bars);
      }),
    ).catch((error: unknown) => this.log(`market flush failed: ${String(error)}`));
  }

  // ------------------------------------------------------------------ internals

  private async load(): Promise<void> {
    const { markets, generated } = await openMarkets(this.db, this.pairs, this.options, this.now());
    for (const [pairId, market] of markets) this.markets.set(pairId, market);
    // The generated history serves from memory at once; it is written in the background.
    if (generated.length > 0) {
      void this.enqueue((db) => upsertKlines(db, generated)).catch((error: unknown) =>
        this.log(`market: writing the generated history failed: ${String(error)}`),
      );
    }
    await restoreOpenOrders(this.db, this.pairs, this.markets, this.options.owns, (m) => this.log(m));
  }

  private startTimers(): void {
    const flushMs = this.options.flushMs ?? 500;
    const flushLoop = () => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        if (this.closed) return;
        void this.flush().then(() => !this.closed && flushLoop());
      }, flushMs);
      t.unref?.();
      this.timers.add(t);
    };
    flushLoop();
    const prune = setInterval(() => {
      void this.enqueue((db) => pruneBotTrades(db, this.now() - 2 * 24 * 3600_000)).catch(() => undefined);
    }, 3600_000);
    prune.unref?.();
    this.timers.add(prune);

    const bots = this.options.bots === undefined ? defaultBots : this.options.bots;
    if (bots === false) return;
    const fault =
      this.options.fault ??
      ((source: string, error: unknown) => this.log(`${source} failed: ${String(error)}`));
    const deps = { ...this.bots, closed: () => this.closed, timers: this.timers, fault };
    this.makers.push(...startMakerLoops(this.markets.values(), bots, deps));
  }

  /** A bot command: user fills are recorded at once, bot-only trades are buffered. */
  private absorbBotOutcome(outcome: Outcome): void {
    if (involvesUser(outcome)) {
      void this.record(outcome).catch((error: unknown) =>
        this.log(`market: recording failed ${String(error)}`),
      );
      return;
    }
    this.tradeBuffer.push(...outcome.trades);
    this.announce(outcome);
  }

  /** Persists a command touching user orders (with the settlement) and announces it. */
  private async record(outcome: Outcome): Promise<OrderChange[]> {
    this.announce(outcome);
    const byId = new Map(this.pairs.all.map((p) => [p.id, p]));
    const changes = await this.enqueue((db) =>
      db.transaction(async (tx) => {
        await insertTrades(tx, byId, outcome.trades);
        const orderChanges = await applyOutcome(tx, outcome);
        await this.fills.publish('spot', tx, {
          pair: outcome.pair,
          fills: fillViews(outcome),
          orders: orderChanges,
        });
        return orderChanges;
      }),
    );
    for (const change of changes) this.emitter.emit('order', change);
    return changes;
  }

  private announce(outcome: Outcome): void {
    const { pair } = outcome;
    if (outcome.trades.length > 0) this.emitter.emit('trade', pair, outcome.trades);
    for (const { period, bar } of outcome.klines) this.emitter.emit('kline', pair, period, bar);
    if (outcome.bookChanged) this.emitter.emit('depth', pair);
  }

  private enqueue<T>(task: (db: Database) => Promise<T>): Promise<T> {
    const run = this.chain.then(() => task(this.db));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private log(message: string): void {
    (this.options.log ?? console.error)(message);
  }
}
