import { hzHistory, spotApi, walletDetail, type SpotOrder, type TransferRecord } from '@exchange/protocol';
import { add, compare, isNegative, multiplyDown, sub } from '../money';
import { walletFields } from '../services/ledger';
import { sendOp, type Recorded } from './burst';
import { httpCall, type HttpTrader } from './http-client';

/**
 * What must hold after a SIGKILL and a restart, checked over HTTP against everything the clients
 * sent (all rounds so far). Returns the problems found (empty: all good).
 */

const BALANCE_FIELDS = walletFields;
type Wallet = Record<(typeof BALANCE_FIELDS)[number], string>;

export const USDT = 1;
export const BTC = 2;

export async function walletOf(baseUrl: string, trader: HttpTrader, currency: number): Promise<Wallet> {
  const answer = await httpCall(baseUrl, walletDetail, { currency, type: 'change' }, trader.token);
  if (answer.type !== 'ok') throw new Error(`wallet/detail: ${JSON.stringify(answer)}`);
  return answer.message as Wallet;
}

export const totalOf = (wallet: Wallet): string =>
  BALANCE_FIELDS.reduce((sum, field) => add(sum, wallet[field]), '0');

async function allOrders(baseUrl: string, trader: HttpTrader): Promise<SpotOrder[]> {
  const orders: SpotOrder[] = [];
  for (let page = 1; ; page++) {
    const answer = await httpCall(baseUrl, spotApi.coinList, { page }, trader.token);
    const body = answer.message as { list: SpotOrder[]; total: number };
    orders.push(...body.list);
    if (body.list.length === 0 || orders.length >= body.total) return orders;
  }
}

async function allTransfers(baseUrl: string, trader: HttpTrader): Promise<TransferRecord[]> {
  const records: TransferRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await httpCall(baseUrl, hzHistory, { page, limit: 100 }, trader.token);
    const body = answer.message as { data: TransferRecord[]; total: number };
    records.push(...body.data);
    if (body.data.length === 0 || records.length >= body.total) return records;
  }
}

export interface RetryFigures {
  retriedOrders: number;
  retriedCancels: number;
  retriedTransfers: number;
}

/**
 * Retries, with the same Idempotency-Key, every order and transfer of `round` (answered or not: an
 * answered one must come back as the same order or transfer) and every unanswered cancel. Records the retry's answer on the
 * unanswered requests. Returns problems and figures.
 */
export async function retryRound(
  baseUrl: string,
  traders: HttpTrader[],
  recorded: Recorded[],
  round: number,
): Promise<{ problems: string[]; figures: RetryFigures }> {
  const problems: string[] = [];
  const figures: RetryFigures = { retriedOrders: 0, retriedCancels: 0, retriedTransfers: 0 };
  for (const entry of recorded.filter((r) => r.round === round)) {
    if (entry.kind !== 'cancel' && entry.answer && entry.answer.type !== 'ok') continue;
    if (entry.kind === 'transfer') {
      const retry = await sendOp(baseUrl, traders[entry.trader]!, entry);
      if (!entry.answer) {
        figures.retriedTransfers += 1;
        entry.answer = retry;
      } else if (retry.type !== 'ok')
        problems.push(`retry of transfer ${entry.key} answered ${JSON.stringify(retry)}`);
      else {
        const first = (entry.answer.message as TransferRecord).id;
        const again = (retry.message as TransferRecord).id;
        if (first !== again)
          problems.push(`key ${entry.key}: answered transfer ${first}, retry gave ${again}`);
      }
      continue;
    }
    if (entry.kind === 'cancel' && entry.answer) continue;
    const retry = await sendOp(baseUrl, traders[entry.trader]!, entry);
    if (entry.kind === 'order') {
      figures.retriedOrders += entry.answer ? 0 : 1;
      if (retry.type !== 'ok') problems.push(`retry of order ${entry.key} answered ${JSON.stringify(retry)}`);
      else if (entry.answer) {
        const first = (entry.answer.message as SpotOrder).id;
        const again = (retry.message as SpotOrder).id;
        if (first !== again) problems.push(`key ${entry.key}: answered order ${first}, retry gave ${again}`);
      } else entry.answer = retry;
    } else {
      figures.retriedCancels += 1;
      if (retry.type !== 'ok' && retry.message !== 'spot.orderNotOpen')
        problems.push(`retry of cancel ${entry.orderId} answered ${JSON.stringify(retry)}`);
      entry.answer = { type: 'ok', message: 'retried' };
    }
  }
  return { problems, figures };
}

/** Orders, cancels, transfers and balances of every trader against what the clients were told. */
export async function verifyTraders(
  baseUrl: string,
  traders: HttpTrader[],
  recorded: Recorded[],
  initialTotals: { usdt: string; btc: string }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, trader] of traders.entries()) {
    const mine = recorded.filter((r) => r.trader === index);
    const orderByKey = new Map<number, Extract<Recorded, { kind: 'order' }>>();
    for (const entry of mine) {
      if (entry.kind !== 'order' || entry.answer?.type !== 'ok') continue;
      const id = (entry.answer.message as SpotOrder).id;
      if (orderByKey.has(id)) problems.push(`trader ${index}: two keys got order ${id}`);
      orderByKey.set(id, entry);
    }
    const cancelled = new Set(mine.flatMap((r) => (r.kind === 'cancel' && r.answer ? [r.orderId] : [])));
    for (const entry of mine)
      if (entry.kind === 'cancel' && entry.answer && entry.answer.type !== 'ok')
        problems.push(`trader ${index}: cancel of ${entry.orderId} answered ${JSON.stringify(entry.answer)}`);

    const orders = await allOrders(baseUrl, trader);
    const stored = new Map(orders.map((o) => [o.id, o]));
    if (stored.size !== orders.length) problems.push(`trader ${index}: an order is listed twice`);
    for (const id of orderByKey.keys())
      if (!stored.has(id)) problems.push(`trader ${index}: order ${id} lost`);
    for (const order of orders) {
      if (!orderByKey.has(order.id)) problems.push(`trader ${index}: order ${order.id} that no key answered`);
      const want = cancelled.has(order.id) ? 3 : 1;
      if (order.status !== want)
        problems.push(`trader ${index}: order ${order.id} status ${order.status}, want ${want}`);
    }

    let lockedUsdt = '0';
    let lockedBtc = '0';
    for (const [id, op] of orderByKey) {
      if (cancelled.has(id)) continue;
      if (op.side === 1) lockedUsdt = add(lockedUsdt, multiplyDown(op.price, op.amount));
      else lockedBtc = add(lockedBtc, op.amount);
    }

    const transfers = await allTransfers(baseUrl, trader);
    const sent = mine.filter((r) => r.kind === 'transfer');
    const okIds = sent.flatMap((r) =>
      r.answer?.type === 'ok' ? [(r.answer.message as TransferRecord).id] : [],
    );
    const storedIds = new Set(transfers.map((t) => t.id));
    for (const id of okIds) if (!storedIds.has(id)) problems.push(`trader ${index}: transfer ${id} lost`);
    // After the keyed retries every transfer has its answer: exactly the ok ones are stored.
    if (transfers.length !== okIds.length)
      problems.push(`trader ${index}: ${transfers.length} transfers stored, ${okIds.length} answered ok`);
    const leverExpected = transfers.reduce(
      (sum, t) =>
        t.to_field === 'lever' ? add(sum, t.number) : t.from_field === 'lever' ? sub(sum, t.number) : sum,
      '0',
    );

    const usdt = await walletOf(baseUrl, trader, USDT);
    const btc = await walletOf(baseUrl, trader, BTC);
    for (const wallet of [usdt, btc])
      for (const field of BALANCE_FIELDS)
        if (isNegative(wallet[field])) problems.push(`trader ${index}: ${field} ${wallet[field]} below zero`);
    const expect = (what: string, got: string, want: string) => {
      if (compare(got, want) !== 0) problems.push(`trader ${index}: ${what} is ${got}, want ${want}`);
    };
    expect('USDT total', totalOf(usdt), initialTotals[index]!.usdt);
    expect('BTC total', totalOf(btc), initialTotals[index]!.btc);
    expect('USDT locked', usdt.lock_change_balance, lockedUsdt);
    expect('BTC locked', btc.lock_change_balance, lockedBtc);
    expect('USDT lever balance', usdt.lever_balance, leverExpected);
  }
  return problems;
}
