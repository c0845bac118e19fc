/**
 * Lever mark-to-market: `pnpm bench:lever` (root) prints JSON lines
 * {"bench":"lever","metric":...,"value":...,"unit":...}; details go to stderr.
 *
 * One pair (BTC/USDT terms), N open positions (N = 1,000 / 10,000 / 100,000), one account each, with
 * random sides, multiples 5-100, lots 1-50, free balances, and stop-profit / stop-loss 0.2-10 % away.
 * A pass is what the server does on a price tick before the database: the crossed triggers (stops
 * and liquidation levels) come off the price-indexed heaps, each is checked exactly, and every close
 * it decides is settled in memory (profit, the capped loss, the book and the account's new
 * liquidation levels). Timed: a tick that crosses nothing (the index alone), the mean and p99 pass
 * over a walk of 200 ticks of +-0.05 %, and one 1 % gap; with the positions each closed, since the
 * cost grows with what a tick closes (decimal settlement per close), not with what stays open.
 */
import { performance } from 'node:perf_hooks';
import { LeverBook } from '../src/modules/lever/book';
import { carryOutInMemory } from '../src/modules/lever/memory-run';
import type { PositionRow } from '../src/modules/lever/positions';
import {
  contractNumber,
  contractValue,
  feeOf,
  LONG,
  marginOf,
  openPrice,
  SHORT,
} from '../src/modules/lever/risk';
import { testPair, testTerms } from '../src/modules/lever/test-pair';
import { emit as emitLine, mean, percentile, seededRandom } from './support';

const pair = testPair();
const terms = testTerms(pair);
const START = 6_500_000; // 65000.00 in ticks
const multiples = [5, 10, 20, 50, 100];

function build(n: number, random: () => number) {
  let ticks = START;
  const book = new LeverBook(new Map([[pair.id, terms]]), () => ticks);
  const market = pair.scale.price.fromUnits(START);
  const stopAt = (pct: number) => pair.scale.price.fromUnits(Math.round(START * (1 + pct)));
  for (let i = 1; i <= n; i++) {
    const side = random() < 0.5 ? LONG : SHORT;
    const multiple = multiples[Math.floor(random() * multiples.length)]!;
    const share = 1 + Math.floor(random() * 50);
    const open = openPrice(market, side, pair.spread, pair.scale.price);
    const qty = contractNumber(share, pair.leverShareNum);
    const value = contractValue(open, qty);
    const away = () => 0.002 + random() * 0.098;
    const up = stopAt(away());
    const down = stopAt(-away());
    const row: PositionRow = {
      id: i,
      userId: i,
      pairId: pair.id,
      side,
      status: 1,
      mode: 1,
      multiple,
      share,
      qty,
      originPrice: market,
      targetPrice: '0',
      triggerDir: 0,
      openPrice: open,
      margin: marginOf(value, multiple),
      originMargin: marginOf(value, multiple),
      fee: feeOf(value, pair.leverTradeFee),
      overnight: '0',
      overnightDays: 0,
      stopProfit: random() < 0.7 ? (side === LONG ? up : down) : '0',
      stopLoss: random() < 0.7 ? (side === LONG ? down : up) : '0',
      closePrice: '0',
      profit: '0',
      closeReason: '',
      createdAt: 0,
      openedAt: 0,
      closedAt: 0,
    };
    book.put(row);
    const account = book.account(i, pair.legalId);
    // Free balance 0-3x the margin: some accounts are close to liquidation.
    account.free = contractValue(row.margin, String(Math.floor(random() * 300) / 100));
    book.rearm(account);
  }
  return { book, setTicks: (t: number) => (ticks = t) };
}

/** One pass: the decisions of the tick, then carried out in memory (what the engine does before SQL). */
function pass(book: LeverBook, ticks: number): { decideMs: number; totalMs: number; closed: number } {
  const t0 = performance.now();
  const decisions = book.markPass(pair.id, ticks);
  const t1 = performance.now();
  const closed = carryOutInMemory(book, decisions).length;
  return { decideMs: t1 - t0, totalMs: performance.now() - t0, closed };
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { mean: Number(mean(ms).toFixed(4)), p99: Number(percentile(sorted, 0.99).toFixed(4)) };
};

const emit = (metric: string, value: number, unit: string) => emitLine('lever', metric, value, unit);

for (const n of process.env.LEVER_BENCH_N ? [Number(process.env.LEVER_BENCH_N)] : [1_000, 10_000, 100_000]) {
  const random = seededRandom(20261123 + n);
  const built0 = performance.now();
  const { book, setTicks } = build(n, random);
  const buildMs = performance.now() - built0;
  // Time the passes, not the collection of the set-up's garbage (run with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  // The index alone: a tick that crosses nothing (stops are at least 0.2 % away).
  const idle: number[] = [];
  for (let i = 0; i < 100; i++) idle.push(pass(book, START + (i % 2)).totalMs);
  let ticks = START;
  let closed = 0;
  const decide: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < 200; i++) {
    ticks = Math.round(ticks * (1 + (random() < 0.5 ? -0.0005 : 0.0005)));
    setTicks(ticks);
    const run = pass(book, ticks);
    decide.push(run.decideMs);
    total.push(run.totalMs);
    closed += run.closed;
  }
  ticks = Math.round(ticks * 0.99);
  setTicks(ticks);
  const gap = pass(book, ticks);
  const d = stats(decide);
  const t = stats(total);
  emit(`pass_nothing_crossed_ms_positions_${n}`, stats(idle).mean, 'ms');
  emit(`pass_decide_mean_ms_positions_${n}`, d.mean, 'ms');
  emit(`pass_decide_p99_ms_positions_${n}`, d.p99, 'ms');
  emit(`pass_with_settlement_mean_ms_positions_${n}`, t.mean, 'ms');
  emit(`pass_with_settlement_p99_ms_positions_${n}`, t.p99, 'ms');
  emit(`closed_per_walk_tick_positions_${n}`, Number((closed / total.length).toFixed(2)), 'positions');
  emit(`gap_1pct_decide_ms_positions_${n}`, Number(gap.decideMs.toFixed(4)), 'ms');
  emit(`gap_1pct_with_settlement_ms_positions_${n}`, Number(gap.totalMs.toFixed(4)), 'ms');
  emit(`gap_1pct_closed_positions_${n}`, gap.closed, 'positions');
  process.stderr.write(
    `lever n=${n}: build ${buildMs.toFixed(0)} ms, walk ${total.length} ticks closed ${closed}, gap closed ${gap.closed}, open left ${book.live.size}\n`,
  );
}
