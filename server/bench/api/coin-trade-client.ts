/**
 * The coin_trade bench's clients, in a worker thread of their own (see coin-trade.ts): each
 * connection places orders with the tokens it owns, an Idempotency-Key on each, and every
 * `cancelEvery`-th request cancels its oldest resting order through the token that placed it.
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { IDEMPOTENCY_KEY_HEADER, spotApi } from '@exchange/protocol';
import { runPostLoad } from './post-load';

export interface ClientJob {
  port: number;
  tokens: string[];
  prices: { buy: string; sell: string; amount: string };
  durationMs: number;
  connections: number;
  cancelEvery: number;
}

export interface ClientResult {
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Array<[number, number]>;
  failures: Array<[string, number]>;
}

const BTC_USDT = { legal_id: 1, currency_id: 2 };

async function run(job: ClientJob): Promise<ClientResult> {
  const { tokens, prices, connections, cancelEvery } = job;
  const resting: Array<Array<{ id: number; token: string }>> = Array.from({ length: connections }, () => []);
  const sent = new Array<number>(connections).fill(0);
  const pendingToken = new Array<string>(connections).fill('');
  const failures = new Map<string, number>();
  const result = await runPostLoad({
    port: job.port,
    connections,
    durationMs: job.durationMs,
    next(worker): { path: string; body: string; headers: Record<string, string> } {
      const n = sent[worker]!++;
      const token = tokens[(worker + connections * n) % tokens.length]!;
      const mine = resting[worker]!;
      pendingToken[worker] = token;
      if (n % cancelEvery === cancelEvery - 1 && mine.length > 0) {
        const oldest = mine.shift()!;
        pendingToken[worker] = '';
        return {
          path: spotApi.coinCancelTrade.path,
          body: `id=${oldest.id}`,
          headers: { authorization: `Bearer ${oldest.token}` },
        };
      }
      const buy = n % 2 === 0;
      return {
        path: spotApi.coinTrade.path,
        body: new URLSearchParams({
          legal_id: String(BTC_USDT.legal_id),
          currency_id: String(BTC_USDT.currency_id),
          type: buy ? '1' : '2',
          target_price: buy ? prices.buy : prices.sell,
          amount: prices.amount,
        }).toString(),
        headers: {
          authorization: `Bearer ${token}`,
          [IDEMPOTENCY_KEY_HEADER]: randomBytes(12).toString('hex'),
        },
      };
    },
    answered(worker, status, body) {
      const answer = JSON.parse(body) as { type: string; message: { id?: number } | string };
      if (answer.type !== 'ok' || status !== 200) {
        const key = `${status} ${typeof answer.message === 'string' ? answer.message : answer.type}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        return;
      }
      const message = answer.message as { id: number; status: number };
      const token = pendingToken[worker];
      if (message.status === 1 && token) resting[worker]!.push({ id: message.id, token });
    },
  });
  return {
    requests: result.requests,
    seconds: result.seconds,
    latencies: [...result.latencies],
    statuses: [...result.statuses],
    failures: [...failures],
  };
}

if (parentPort && workerData) {
  const port = parentPort;
  void run(workerData as ClientJob).then((result) => port.postMessage(result));
}
