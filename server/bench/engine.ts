/**
 * Matching-engine throughput: `pnpm bench:engine` (root) prints one JSON line per scenario:
 * {"bench":"engine","metric":...,"value":...,"unit":"ops/s"}. Details go to stderr.
 *
 * Mix per scenario: 50% limit orders, 45% cancels of a random live order, 5% market orders.
 * Random numbers are drawn up front (seeded), so the timed loop is the engine plus an id list.
 *
 * Issue 26: each scenario also runs through ConditionalBook (the server's path) with the same mix
 * (`..._conditional`) and with 20% stop-limit orders in place of limit orders (`stops20_...`: 30%
 * limit, 20% stops with triggers 1..width ticks beyond the last price, so they fire as the price
 * walks, 45% cancels of a live order or waiting stop, 5% market: the book keeps its depth as in the
 * plain mix), and prints the ratio stop mix / plain mix. The modes take turns run by run (plain,
 * conditional, stops, plain, ...) so that a busy machine slows them alike.
 *
 * Two more modes take apart what the stop mix costs (`BENCH_MODES=plain,stops,far,counted`): `far`,
 * the stop mix with every trigger 1,000 ticks further out, so that nothing fires; `counted`, the
 * same mix with the stops only counted by the bench (an id on the live list, no engine call).
 */
import {
  ConditionalBook,
  OrderBook,
  type BookListener,
  type ConditionalEffects,
  type Fill,
} from '../src/engine';
import { emit, percentile, seededRandom } from './support';

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

type Mode = 'plain' | 'conditional' | 'stops' | 'far' | 'counted';

function run(s: Scenario, ops: number, seed: number, mode: Mode = 'plain') {
  const random = seededRandom(seed);
  const live = new LiveIds();
  let trades = 0;
  const listener: BookListener = {
    onTrade(fill: Fill) {
      trades++;
      if (fill.makerRemaining === 0) live.remove(fill.makerId);
    },
    onLevel() {},
    onCancel() {},
  };
  const book = new OrderBook(listener);
  const desk = new ConditionalBook(book, MID);
  let fired = 0;
  let nextId = 1;
  for (let i = 0; i < s.resting; i++) {
    const buy = i % 2 === 0;
    const id = nextId++;
    book.place({
      id,
      owner: 1,
      side: buy ? 'buy' : 'sell',
      type: 'limit',
      price: s.price(buy, random()),
      qty: 1 + Math.floor(random() * 10),
    });
    live.add(id);
  }
  const kind = new Uint8Array(ops);
  const u1 = new Float64Array(ops);
  const u2 = new Float64Array(ops);
  const stopShare = mode === 'plain' || mode === 'conditional' ? 0 : 0.2;
  const further = mode === 'far' || mode === 'counted' ? 1_000 : 0;
  for (let i = 0; i < ops; i++) {
    const r = random();
    kind[i] = r < stopShare ? 3 : r < 0.5 ? 0 : r < 0.95 ? 1 : 2;
    u1[i] = random();
    u2[i] = random();
  }
  const started = process.hrtime.bigint();
  if (mode === 'plain') {
    for (let i = 0; i < ops; i++) {
      const k = kind[i];
      if (k === 0) {
        const buy = u2[i]! < 0.5;
        const id = nextId++;
        const result = book.place({
          id,
          owner: 2,
          side: buy ? 'buy' : 'sell',
          type: 'limit',
          price: s.price(buy, u1[i]!),
          qty: 1 + (Math.floor(u2[i]! * 20) % 10),
        });
        if (result.status === 'resting') live.add(id);
      } else if (k === 1) {
        const id = live.pick(u1[i]!);
        if (id !== undefined) {
          book.cancel(id);
          live.remove(id);
        }
      } else {
        // 5 or 6 lots: about one resting order (mean 5.5), so the book stays near its starting depth.
        book.place({
          id: nextId++,
          owner: 3,
          side: u2[i]! < 0.5 ? 'buy' : 'sell',
          type: 'market',
          qty: 5 + (i & 1),
        });
      }
    }
  } else {
    const width = s.price(false, 0.999) - MID;
    for (let i = 0; i < ops; i++) {
      const k = kind[i];
      if (k === 0) {
        const buy = u2[i]! < 0.5;
        const id = nextId++;
        const { result, effects } = desk.place({
          id,
          owner: 2,
          side: buy ? 'buy' : 'sell',
          type: 'limit',
          price: s.price(buy, u1[i]!),
          qty: 1 + (Math.floor(u2[i]! * 20) % 10),
        });
        if (result!.status === 'resting') live.add(id);
        if (effects) fired += settleFired(effects, live);
      } else if (k === 1) {
        const id = live.pick(u1[i]!);
        if (id !== undefined) {
          desk.cancel(id);
          live.remove(id);
        }
      } else if (k === 2) {
        const { effects } = desk.place({
          id: nextId++,
          owner: 3,
          side: u2[i]! < 0.5 ? 'buy' : 'sell',
          type: 'market',
          qty: 5 + (i & 1),
        });
        if (effects) fired += settleFired(effects, live);
      } else {
        // A stop 1..width ticks beyond the last price; its limit drawn like a limit order's (around
        // the mid), so a fired stop is the plain mix's limit order placed later and the book keeps
        // the plain mix's depth.
        const buy = u2[i]! < 0.5;
        const offset = 1 + Math.floor(u1[i]! * width);
        const trigger = buy ? desk.lastPrice + offset + further : desk.lastPrice - offset - further;
        const id = nextId++;
        if (mode === 'counted') {
          live.add(id);
          continue;
        }
        const placed = desk.placeStop({
          id,
          owner: 4,
          side: buy ? 'buy' : 'sell',
          trigger,
          price: s.price(buy, 1 - u1[i]!),
          qty: 1 + (Math.floor(u2[i]! * 20) % 10),
          timeInForce: 'GTC',
        });
        if (!placed.stop!.refused) live.add(id);
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    opsPerSecond: Math.round(ops / seconds),
    trades,
    restingAfter: book.orderCount,
    waitingAfter: desk.waitingCount,
    fired,
    seconds,
  };
}

/** Fired stops that did not rest leave the live ids (those that rest stay: same id on the book). */
function settleFired(effects: ConditionalEffects, live: LiveIds): number {
  for (const { stop, result } of effects.fired) if (result.status !== 'resting') live.remove(stop.id);
  return effects.fired.length;
}

const OPS = Number(process.env.BENCH_OPS ?? 1_000_000);
const modes = (process.env.BENCH_MODES ?? 'plain,conditional,stops').split(',') as Mode[];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
for (const s of scenarios) {
  const stopMix = s.metric.replace('mix_50_45_5', 'stops20_mix_30_45_5');
  const metrics: Record<Mode, string> = {
    plain: s.metric,
    conditional: `${s.metric}_conditional`,
    stops: stopMix,
    far: `${stopMix}_never_firing`,
    counted: `${stopMix}_counted_only`,
  };
  for (const mode of modes) run(s, Math.min(OPS, 200_000), 7, mode); // warm-up: let the JIT settle
  const results = new Map(modes.map((mode) => [mode, [] as Array<ReturnType<typeof run>>]));
  for (let round = 1; round <= ROUNDS; round++)
    for (const mode of modes) results.get(mode)!.push(run(s, OPS, round, mode));
  const medians = new Map<Mode, number>();
  for (const mode of modes) {
    const list = results.get(mode)!;
    const median = percentile(
      [...list].sort((a, b) => a.opsPerSecond - b.opsPerSecond),
      0.5,
    );
    process.stderr.write(
      `${metrics[mode]}: runs (median reported) ${list.map((r) => r.opsPerSecond).join(', ')} ops/s; trades ${median.trades}; resting after ${median.restingAfter}` +
        (mode === 'stops' || mode === 'far'
          ? `; stops fired ${median.fired}, waiting after ${median.waitingAfter}`
          : '') +
        '\n',
    );
    emit('engine', metrics[mode], median.opsPerSecond, 'ops/s');
    medians.set(mode, median.opsPerSecond);
  }
  for (const mode of modes.filter((m) => m !== 'plain' && m !== 'conditional')) {
    if (!medians.has('plain')) break;
    const suffix = mode === 'stops' ? '' : `_${metrics[mode].slice(stopMix.length + 1)}`;
    emit(
      'engine',
      `${s.metric}_stops20${suffix}_vs_plain`,
      Number((medians.get(mode)! / medians.get('plain')!).toFixed(3)),
      'ratio',
    );
  }
}
