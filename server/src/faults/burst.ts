import { IDEMPOTENCY_KEY_HEADER, spotApi, walletChange } from '@exchange/protocol';
import { httpCall, type HttpTrader, type WireAnswer } from './http-client';

/**
 * A burst of spot orders, cancels and account transfers from many concurrent HTTP clients, every
 * request recorded with what it answered (nothing when the server died before answering).
 * Prices are far from any market (buys at ~1000, sells at ~1000000 USDT per BTC; no bots), so
 * nothing fills and every lock is exactly price x amount of the open orders.
 */

export const BTC_USDT = { legal_id: 1, currency_id: 2 };

export type BurstOp =
  | { kind: 'order'; trader: number; key: string; side: 1 | 2; price: string; amount: string }
  | { kind: 'cancel'; trader: number; orderId: number }
  | {
      kind: 'transfer';
      trader: number;
      key: string;
      from: 'change' | 'lever';
      to: 'change' | 'lever';
      amount: string;
    };

export type Recorded = BurstOp & { round: number; answer?: WireAnswer };

/** A small seeded generator (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sendOp(baseUrl: string, trader: HttpTrader, op: BurstOp): Promise<WireAnswer> {
  switch (op.kind) {
    case 'order':
      return httpCall(
        baseUrl,
        spotApi.coinTrade,
        { ...BTC_USDT, type: op.side, target_price: op.price, amount: op.amount },
        trader.token,
        { [IDEMPOTENCY_KEY_HEADER]: op.key },
      );
    case 'cancel':
      return httpCall(baseUrl, spotApi.coinCancelTrade, { id: op.orderId }, trader.token);
    case 'transfer':
      return httpCall(
        baseUrl,
        walletChange,
        { currency_id: BTC_USDT.legal_id, number: op.amount, from_field: op.from, to_field: op.to },
        trader.token,
        { [IDEMPOTENCY_KEY_HEADER]: op.key },
      );
  }
}

export interface BurstPlan {
  round: number;
  seed: number;
  baseUrl: string;
  traders: HttpTrader[];
  /** Concurrent clients (each works for trader `client % traders.length`). */
  clients: number;
  /** Kill after this many answers. */
  killAfter: number;
  kill: () => Promise<void>;
  /** Orders answered ok so far (cancel targets), per trader index. */
  openOrders: Map<number, number[]>;
}

function nextOp(
  random: () => number,
  trader: number,
  round: number,
  serial: number,
  open: number[],
): BurstOp {
  const roll = random();
  if (roll < 0.2 && open.length > 0) {
    const [orderId] = open.splice(Math.floor(random() * open.length), 1);
    return { kind: 'cancel', trader, orderId: orderId! };
  }
  if (roll < 0.4) {
    const toLever = random() < 0.6;
    return {
      kind: 'transfer',
      trader,
      key: `transfer-r${round}t${trader}n${serial}`,
      from: toLever ? 'change' : 'lever',
      to: toLever ? 'lever' : 'change',
      amount: String(1 + Math.floor(random() * 3)),
    };
  }
  const side = random() < 0.5 ? 1 : 2;
  const ticks = Math.floor(random() * 1000);
  const price =
    side === 1
      ? `${1000 + Math.floor(ticks / 100)}.${String(ticks % 100).padStart(2, '0')}`
      : `${1000000 + ticks}`;
  const lots = 1 + Math.floor(random() * 20);
  const amount = `0.${String(lots).padStart(4, '0')}`;
  return {
    kind: 'order',
    trader,
    key: `r${round}t${trader}n${serial}x${Math.floor(random() * 1e9)}`,
    side,
    price,
    amount,
  };
}

/** Runs the burst until `killAfter` answers arrived, kills the server, and returns every request. */
export async function runBurst(plan: BurstPlan): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  let answers = 0;
  let killing: Promise<void> | undefined;
  const client = async (index: number) => {
    const random = seededRandom(plan.seed * 1000 + index);
    const trader = index % plan.traders.length;
    const open = plan.openOrders.get(trader) ?? [];
    plan.openOrders.set(trader, open);
    for (let serial = 0; !killing; serial++) {
      const op = nextOp(random, trader, plan.round, index * 100000 + serial, open);
      const entry: Recorded = { ...op, round: plan.round };
      recorded.push(entry);
      try {
        entry.answer = await sendOp(plan.baseUrl, plan.traders[trader]!, op);
      } catch {
        // no answer: the server died with the request in flight
        continue;
      }
      if (op.kind === 'order' && entry.answer.type === 'ok')
        open.push((entry.answer.message as { id: number }).id);
      answers += 1;
      if (answers >= plan.killAfter && !killing) killing = plan.kill();
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, (_, i) => client(i)));
  await killing;
  return recorded;
}
