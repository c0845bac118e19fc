import { openDatabase } from '../db';
import { expectBooksHold } from '../testing/books';
import { testStorage } from '../testing/test-db';
import { runBurst, seededRandom, type Recorded } from './burst';
import { freePort, startChildServer, type ChildServer } from './child-server';
import { registerTrader, type HttpTrader } from './http-client';
import { BTC, USDT, retryRound, totalOf, verifyTraders, walletOf } from './verify-burst';

// The real server (tsx src/main.ts, its own process) is SIGKILLed in the middle of a burst of
// orders, cancels and transfers from concurrent clients, then started again on the same storage
// (PGlite data dir, or a Postgres schema under TEST_DATABASE_URL). After each restart: every order
// answered 'ok' is there once, retrying every order with its Idempotency-Key gives the same order
// (or, for an unanswered one, at most one), every answered cancel and transfer holds, no balance is
// negative, each trader's money is all still there and locked exactly by its open orders; at the
// end the ledger (wallets + house accounts) sums to zero per currency.

// 2 rounds keep CI lean (each restart is a cold start of the server); FAULTS_ROUNDS=5 for a longer run.
const ROUNDS = Number(process.env.FAULTS_ROUNDS ?? 2);
const TRADERS = 6;
const CLIENTS = 12;
const SEED = Number(process.env.FAULTS_SEED ?? 20261123);

jest.setTimeout(300_000);

it('loses no ok order, applies none twice and keeps the ledger balanced across SIGKILLs', async () => {
  const storage = testStorage();
  const started = Date.now();
  let child: ChildServer | undefined;
  try {
    child = await startChildServer(storage, await freePort());
    const traders: HttpTrader[] = [];
    for (let i = 0; i < TRADERS; i++)
      traders.push(
        await registerTrader(
          child.url,
          storage.dataDir,
          `139${String(SEED % 1000).padStart(3, '0')}0${String(i).padStart(4, '0')}`,
        ),
      );
    const initial: { usdt: string; btc: string }[] = [];
    for (const trader of traders) {
      initial.push({
        usdt: totalOf(await walletOf(child.url, trader, USDT)),
        btc: totalOf(await walletOf(child.url, trader, BTC)),
      });
    }

    const random = seededRandom(SEED);
    const recorded: Recorded[] = [];
    const openOrders = new Map<number, number[]>();
    const startSeconds: number[] = [(Date.now() - started) / 1000];
    for (let round = 1; round <= ROUNDS; round++) {
      const killAfter = 20 + Math.floor(random() * 140);
      const burstStarted = Date.now();
      const running: ChildServer = child;
      const burst = await runBurst({
        round,
        seed: SEED + round,
        baseUrl: running.url,
        traders,
        clients: CLIENTS,
        killAfter,
        kill: () => running.kill(),
        openOrders,
      });
      recorded.push(...burst);
      expect(running.process.signalCode).toBe('SIGKILL');
      const unanswered = burst.filter((r) => r.answer === undefined).length;
      const burstSeconds = (Date.now() - burstStarted) / 1000;

      const restarted = Date.now();
      child = await startChildServer(storage, await freePort());
      startSeconds.push((Date.now() - restarted) / 1000);
      const { problems, figures } = await retryRound(child.url, traders, recorded, round);
      reopenTargets(openOrders, recorded);
      problems.push(...(await verifyTraders(child.url, traders, recorded, initial)));
      const count = (kind: Recorded['kind'], answered?: boolean) =>
        burst.filter(
          (r) => r.kind === kind && (answered === undefined || (r.answer !== undefined) === answered),
        ).length;
      console.log(
        JSON.stringify({
          faults: 'sigkill',
          storage: storage.databaseUrl ? 'postgres' : 'pglite',
          round,
          killAfterAnswers: killAfter,
          orders: count('order'),
          cancels: count('cancel'),
          transfers: count('transfer'),
          unanswered,
          ...figures,
          burstSeconds,
          restartSeconds: startSeconds.at(-1),
        }),
      );
      expect(problems).toEqual([]);
    }

    await child.stop();
    child = undefined;
    const db = await openDatabase(storage);
    try {
      await expectBooksHold(db);
      const { rows } = await db.query<{ user_id: number; currency_id: number }>(
        `SELECT w.user_id, w.currency_id FROM wallets w
           LEFT JOIN (SELECT l.user_id, l.currency_id, sum(l.remaining) AS remaining
                        FROM spot_locks l JOIN orders o ON o.id = l.order_id WHERE o.status = 1
                       GROUP BY l.user_id, l.currency_id) s
             ON s.user_id = w.user_id AND s.currency_id = w.currency_id
          WHERE w.lock_change_balance <> coalesce(s.remaining, 0)`,
      );
      expect(rows).toEqual([]);
    } finally {
      await db.close();
    }
    console.log(
      JSON.stringify({
        faults: 'sigkill',
        rounds: ROUNDS,
        startSeconds,
        seconds: (Date.now() - started) / 1000,
      }),
    );
  } catch (error) {
    if (child) console.log(`server output:\n${child.output()}`);
    throw error;
  } finally {
    await child?.kill();
    await storage.cleanup();
  }
});

/** Cancel targets for the next round: every order answered ok (or placed by a retry) not yet cancelled. */
function reopenTargets(openOrders: Map<number, number[]>, recorded: Recorded[]): void {
  const cancelled = new Set(recorded.flatMap((r) => (r.kind === 'cancel' ? [r.orderId] : [])));
  openOrders.clear();
  for (const entry of recorded) {
    if (entry.kind !== 'order' || entry.answer?.type !== 'ok') continue;
    const id = (entry.answer.message as { id: number }).id;
    if (cancelled.has(id)) continue;
    const open = openOrders.get(entry.trader) ?? [];
    if (!open.includes(id)) open.push(id);
    openOrders.set(entry.trader, open);
  }
}
