/**
 * Matching-engine throughput: `pnpm bench:engine` (root) prints one JSON line per scenario:
 * {"bench","metric","value","unit"}. Details go to stderr.
 *
 * Mix per scenario: 50% limit orders, 45% cancels of a random live order, 5% market orders, on a
 * book held within 5% of the scenario's resting depth (see `DepthBand`). Random numbers are drawn up
 * front (seeded), so the timed loop is the engine plus an id list.
 *
 * Issue 26: each scenario also runs through ConditionalBook (the server's path) with the same mix
 * (`..._conditional`) and with 20% stop-limit orders in place of limit orders (`stops20_...`: 30%
 * limit, 20% stops with triggers 1..width ticks beyond the last price, so they fire as the price
 * walks, 45% cancels of a live order or waiting stop, 5% market, the book at the same depth).
 *
 * Rounds (`BENCH_ROUNDS`, 25) of `BENCH_OPS` (200k) ops run every mode once each, in turn; a mode's
 * ops/s is the median over rounds, and `<scenario>_stops20_vs_plain` the median of the per-round
 * ratios: the modes of one round ran within a second of each other, so a busy spell of this shared
 * machine moves a few ratios rather than the result. `..._stops20_orders_vs_plain` counts each
 * fired stop as one more order taken (it entered the book as one).
 *
 * More modes take apart what the stop mix costs (`BENCH_MODES=plain,stops,live,far,counted`):
 * `live`, the stop mix with the book and the waiting stops together held at the scenario's depth
 * (the engine holds as many orders as in the plain mix, some of them stops, on a thinner book);
 * `far`, the stop mix with every trigger 1,000 ticks further out, so that nothing fires; `counted`,
 * the same mix with the stops only counted by the bench (an id on the live list, no engine call).
 */
import {
  ConditionalBook,
  OrderBook,
  type BookListener,
  type ConditionalEffects,
  type Fill,
  type NewOrder,
} from '../src/engine';
import { emit, percentile, round, seededRandom } from './support';

interface Scenario {
  metric: string;
  resting: number;
  /** Price for an order of `side` given a uniform draw u in [0, 1). */
  price: (buy: boolean, u: number) => number;
}

const MID = 100_000;
const scenarios: Scenario[] = [
  { metric: 'mix_50_45_5_resting_1000', resting: 1_000, price: spread(50) },
  { metric: 'mix_50_45_5_resting_10000', resting: 10_000, price: spread(500) },
  // Every sell at one price and every buy one tick below it: one huge level per side.
  { metric: 'mix_50_45_5_single_price_10000', resting: 10_000, price: (buy) => (buy ? MID - 1 : MID + 1) },
];

function spread(width: number) {
  return (buy: boolean, u: number) => {
    const offset = 1 + Math.floor(u * width);
    return buy ? MID - offset : MID + offset;
  };
}

/** Live ids with O(1) random removal (swap with last). Filled makers leave through the listener. */
class LiveIds {
  private ids: number[] = [];
  private index = new Map<number, number>();
  get size() {
    return this.ids.length;
  }
  add(id: number) {
    this.index.set(id, this.ids.length);
    this.ids.push(id);
  }
  remove(id: number) {
    const at = this.index.get(id);
    if (at === undefined) return;
    const last = this.ids.pop()!;
    this.index.delete(id);
    if (last !== id) {
      this.ids[at] = last;
      this.index.set(last, at);
    }
  }
  pick(u: number): number | undefined {
    return this.ids.length === 0 ? undefined : this.ids[Math.floor(u * this.ids.length)];
  }
}

type Mode = 'plain' | 'conditional' | 'stops' | 'live' | 'far' | 'counted';

/** What a run's timed loop reads: every op's kind and numbers, drawn before the clock starts. */
interface Draws {
  /** 0 limit, 1 cancel, 2 market, 3 stop. */
  kind: Uint8Array;
  /** Which live id a cancel takes. */
  pick: Float64Array;
  buy: Uint8Array;
  /** A limit order's price; a stop's limit price. Whole ticks (an Int32Array, so the engine gets small integers as from a server, not doubles). */
  price: Int32Array;
  qty: Uint8Array;
  /** A stop's trigger distance from the last price, in ticks. */
  offset: Int32Array;
}

function draw(s: Scenario, ops: number, random: () => number, stopShare: number, further: number): Draws {
  const d: Draws = {
    kind: new Uint8Array(ops),
    pick: new Float64Array(ops),
    buy: new Uint8Array(ops),
    price: new Int32Array(ops),
    qty: new Uint8Array(ops),
    offset: new Int32Array(ops),
  };
  const width = s.price(false, 0.999) - MID;
  for (let i = 0; i < ops; i++) {
    const r = random();
    const kind = r < stopShare ? 3 : r < 0.5 ? 0 : r < 0.95 ? 1 : 2;
    const u1 = random();
    const u2 = random();
    const buy = u2 < 0.5;
    d.kind[i] = kind;
    d.pick[i] = u1;
    d.buy[i] = buy ? 1 : 0;
    d.qty[i] = kind === 2 ? 5 + (i & 1) : 1 + (Math.floor(u2 * 20) % 10);
    // A stop 1..width ticks beyond the last price; its limit drawn like a limit order's (around
    // the mid), so a fired stop is the plain mix's limit order placed later and the book keeps
    // the plain mix's depth.
    d.price[i] = kind === 3 ? s.price(buy, 1 - u1) : s.price(buy, u1);
    d.offset[i] = 1 + Math.floor(u1 * width) + further;
  }
  return d;
}

/**
 * The book stays within 5% of its starting depth: a limit order drawn while it is above that band
 * cancels instead, a cancel drawn while it is below places a limit order instead. Without this
 * the depth is a random walk (resting 1,000 ended anywhere from 630 to 1,660 after 200k ops) and
 * the stop mix, whose cancels also take waiting stops, ran on a book 40% thinner than the plain
 * mix's: the modes compared books of different depth. Waiting stops are not counted, but in the
 * `live` mode.
 */
class DepthBand {
  steered = 0;
  private readonly low: number;
  private readonly high: number;
  constructor(resting: number) {
    this.low = Math.round(resting * 0.95);
    this.high = Math.round(resting * 1.05);
  }
  steer(kind: number, depth: number): number {
    if (kind === 0 ? depth <= this.high : kind !== 1 || depth >= this.low) return kind;
    this.steered++;
    return kind ^ 1;
  }
}

/**
 * One listener for every run, reading the run's tally: a book calls its listener from its hottest
 * paths, and a new closure per run made each run's first trade a call to a target the optimized
 * engine had not seen, so V8 threw that code away and compiled it again (--trace-deopt: "wrong
 * call target") inside the timed loop, every run. A server's book keeps one listener for life.
 */
const tally = { live: new LiveIds(), trades: 0 };
const listener: BookListener = {
  onTrade(fill: Fill) {
    tally.trades++;
    if (fill.makerRemaining === 0) tally.live.remove(fill.makerId);
  },
  onLevel() {},
  onCancel() {},
};

/**
 * An order in the shape the market's intake builds (`engine/types.ts`, `NewOrder`): every field, in
 * one order, so that the book sees one hidden class as on a server. No price: a market order.
 */
function order(id: number, owner: number, buy: boolean, qty: number, price: number | undefined): NewOrder {
  const type = price === undefined ? 'market' : 'limit';
  return { id, owner, side: buy ? 'buy' : 'sell', qty, type, price, timeInForce: undefined };
}

function run(s: Scenario, ops: number, seed: number, mode: Mode = 'plain') {
  const random = seededRandom(seed);
  const live = new LiveIds();
  tally.live = live;
  tally.trades = 0;
  const book = new OrderBook(listener);
  const desk = new ConditionalBook(book, MID);
  let nextId = 1;
  for (let i = 0; i < s.resting; i++) {
    const buy = i % 2 === 0;
    const id = nextId++;
    const price = s.price(buy, random());
    book.place(order(id, 1, buy, 1 + Math.floor(random() * 10), price));
    live.add(id);
  }
  const stopShare = mode === 'plain' || mode === 'conditional' ? 0 : 0.2;
  const d = draw(s, ops, random, stopShare, mode === 'far' || mode === 'counted' ? 1_000 : 0);
  const band = new DepthBand(s.resting);
  const started = process.hrtime.bigint();
  const fired =
    mode === 'plain'
      ? plainLoop(book, d, band, live, nextId)
      : deskLoop(desk, d, band, live, nextId, mode === 'live', mode === 'counted');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    opsPerSecond: Math.round(ops / seconds),
    trades: tally.trades,
    restingAfter: book.orderCount,
    waitingAfter: desk.waitingCount,
    fired,
    steered: band.steered,
    seconds,
  };
}

/** The plain mix on the bare book. Each mode's loop is a function of its own, compiled for it alone. */
function plainLoop(book: OrderBook, d: Draws, band: DepthBand, live: LiveIds, firstId: number): number {
  let nextId = firstId;
  const ops = d.kind.length;
  for (let i = 0; i < ops; i++) {
    const k = band.steer(d.kind[i]!, book.orderCount);
    if (k === 0) {
      const id = nextId++;
      const result = book.place(order(id, 2, d.buy[i] === 1, d.qty[i]!, d.price[i]!));
      if (result.status === 'resting') live.add(id);
    } else if (k === 1) {
      const id = live.pick(d.pick[i]!);
      if (id !== undefined) {
        book.cancel(id);
        live.remove(id);
      }
    } else {
      // 5 or 6 lots: about one resting order (mean 5.5), so the book stays near its starting depth.
      book.place(order(nextId++, 3, d.buy[i] === 1, d.qty[i]!, undefined));
    }
  }
  return 0;
}

/**
 * The other modes, through ConditionalBook. `countWaiting`: the depth band counts waiting stops
 * with the book's orders; `countedOnly`: a stop is only an id on the live list. Returns the stops fired.
 */
function deskLoop(
  desk: ConditionalBook,
  d: Draws,
  band: DepthBand,
  live: LiveIds,
  firstId: number,
  countWaiting: boolean,
  countedOnly: boolean,
): number {
  const book = desk.book;
  let nextId = firstId;
  let fired = 0;
  const ops = d.kind.length;
  for (let i = 0; i < ops; i++) {
    const k = band.steer(d.kind[i]!, countWaiting ? book.orderCount + desk.waitingCount : book.orderCount);
    if (k === 0) {
      const id = nextId++;
      const { result, effects } = desk.place(order(id, 2, d.buy[i] === 1, d.qty[i]!, d.price[i]!));
      if (result!.status === 'resting') live.add(id);
      if (effects) fired += settleFired(effects, live);
    } else if (k === 1) {
      const id = live.pick(d.pick[i]!);
      if (id !== undefined) {
        desk.cancel(id);
        live.remove(id);
      }
    } else if (k === 2) {
      const { effects } = desk.place(order(nextId++, 3, d.buy[i] === 1, d.qty[i]!, undefined));
      if (effects) fired += settleFired(effects, live);
    } else {
      const id = nextId++;
      if (countedOnly) {
        live.add(id);
        continue;
      }
      const buy = d.buy[i] === 1;
      const placed = desk.placeStop({
        id,
        owner: 4,
        side: buy ? 'buy' : 'sell',
        qty: d.qty[i]!,
        trigger: buy ? desk.lastPrice + d.offset[i]! : desk.lastPrice - d.offset[i]!,
        price: d.price[i]!,
        timeInForce: 'GTC',
      });
      if (!placed.stop!.refused) live.add(id);
    }
  }
  return fired;
}

/** Fired stops that did not rest leave the live ids (those that rest stay: same id on the book). */
function settleFired(effects: ConditionalEffects, live: LiveIds): number {
  for (const { stop, result } of effects.fired) if (result.status !== 'resting') live.remove(stop.id);
  return effects.fired.length;
}

const OPS = Number(process.env.BENCH_OPS ?? 200_000);
const modes = (process.env.BENCH_MODES ?? 'plain,conditional,stops').split(',') as Mode[];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const ascending = (a: number, b: number) => a - b;
for (const s of scenarios) {
  const stopMix = s.metric.replace('mix_50_45_5', 'stops20_mix_30_45_5');
  const metrics: Record<Mode, string> = {
    plain: s.metric,
    conditional: `${s.metric}_conditional`,
    stops: stopMix,
    live: `${stopMix}_equal_live`,
    far: `${stopMix}_never_firing`,
    counted: `${stopMix}_counted_only`,
  };
  for (const mode of modes) run(s, Math.min(OPS, 200_000), 7, mode); // warm-up: let the JIT settle
  // Round r runs every mode once, starting one mode later than round r - 1, so that no mode always
  // follows the same one; a ratio is taken within a round (the modes ran seconds apart) and the
  // median of those is reported: a busy spell of the machine then moves few ratios, not the result.
  const results = new Map(modes.map((mode) => [mode, [] as Array<ReturnType<typeof run>>]));
  for (let round = 1; round <= ROUNDS; round++)
    for (let k = 0; k < modes.length; k++) {
      const mode = modes[(k + round) % modes.length]!;
      results.get(mode)!.push(run(s, OPS, round, mode));
    }
  for (const mode of modes) {
    const list = results.get(mode)!;
    const rates = list.map((r) => r.opsPerSecond).sort(ascending);
    const fired = list.map((r) => r.fired).sort(ascending);
    process.stderr.write(
      `${metrics[mode]}: ${ROUNDS} rounds of ${OPS} ops, ops/s p25 ${percentile(rates, 0.25)} median ${percentile(rates, 0.5)} p75 ${percentile(rates, 0.75)}` +
        (mode === 'stops' || mode === 'live' || mode === 'far'
          ? `; stops fired per round (median) ${percentile(fired, 0.5)}`
          : '') +
        `; ops steered (limit <-> cancel, median) ${percentile(list.map((r) => r.steered).sort(ascending), 0.5)}` +
        `; resting after (median) ${percentile(list.map((r) => r.restingAfter).sort(ascending), 0.5)}` +
        '\n',
    );
    emit('engine', metrics[mode], percentile(rates, 0.5), 'ops/s');
  }
  const plain = results.get('plain');
  for (const mode of modes.filter((m) => m !== 'plain' && m !== 'conditional')) {
    if (!plain) break;
    const suffix = mode === 'stops' ? '' : `_${metrics[mode].slice(stopMix.length + 1)}`;
    const paired = results
      .get(mode)!
      .map((r, i) => r.opsPerSecond / plain[i]!.opsPerSecond)
      .sort(ascending);
    emit('engine', `${s.metric}_stops20${suffix}_vs_plain`, round(percentile(paired, 0.5), 3), 'ratio');
    process.stderr.write(
      `${metrics[mode]} / plain, per round: p25 ${round(percentile(paired, 0.25), 3)} p75 ${round(percentile(paired, 0.75), 3)}\n`,
    );
    if (mode !== 'stops') continue;
    // The same, counting each fired stop as an order the engine took (it entered the book as one).
    const orders = results
      .get(mode)!
      .map((r, i) => (OPS + r.fired) / r.seconds / plain[i]!.opsPerSecond)
      .sort(ascending);
    emit('engine', `${s.metric}_stops20_orders_vs_plain`, round(percentile(orders, 0.5), 3), 'ratio');
  }
}
