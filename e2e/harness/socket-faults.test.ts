import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { spotApi } from '@exchange/protocol';
import { round, div } from '@exchange/sdk';
import { startFixture, type Fixture } from './fixture';
import { CONVERGE_MS, asIs, cutRound, sleep, waitUntilConverged, type RoundFigures } from './rounds';

/**
 * Issue 14 item 5, first bullet: real socket.io clients running the browser's sdk (bus, live-data
 * hooks, order-book model) against the real server with its market makers on; the network under
 * every socket is cut 100 times in a row mid-stream. After each reconnect every book equals the
 * server's snapshot and every balance view the server's balance (changed while the socket was down)
 * within 2 s. A push from an older stream (a sequence gap) makes the client fetch the snapshot.
 */

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 100);
const BOOK_CLIENTS = Number(process.env.FAULT_CLIENTS ?? 10);
const USER_CLIENTS = 2;
const PAIRS = 3;
/** Each cut keeps the network down at least this long (reconnect attempts fail and back off). */
const OUTAGE_MS = 60;

let fx: Fixture;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const report = (metric: string, value: number, unit: string) =>
  console.log(JSON.stringify({ bench: 'socket-faults', metric, value: Math.round(value), unit }));

describe('socket faults', { timeout: 240_000 }, () => {
  before(async () => {
    const started = performance.now();
    fx = await startFixture({
      bookClients: BOOK_CLIENTS,
      pairs: PAIRS,
      userClients: USER_CLIENTS,
      backoff: { baseMs: 20, maxMs: 200 },
    });
    report('startup', performance.now() - started, 'ms');
    const clients = [...fx.bookClients, ...fx.userClients];
    await waitUntilConverged(fx, clients, asIs(clients), 'first load', 60_000);
  });

  after(async () => {
    await fx?.stop();
  });

  test(`${ROUNDS} network drops mid-stream: books and balances equal the server's within 2 s of each reconnect`, async () => {
    const [pair] = fx.pairs;
    const best = await fx.referee.snapshot(pair!);
    // A buy far below the market: placing it locks quote currency, cancelling it gives it back.
    const price = round(div(best.bids[0]![0], 2), 2, 'down');
    let open: number | undefined;
    const moveBalance = async () => {
      const answer =
        open === undefined
          ? await fx.user.sdk.api.call(
              spotApi.coinTrade,
              {
                legal_id: pair!.legalId,
                currency_id: pair!.currencyId,
                type: 1,
                target_price: price,
                amount: '0.01',
              },
              { silent: true },
            )
          : await fx.user.sdk.api.call(spotApi.coinCancelTrade, { id: open }, { silent: true });
      assert.equal(
        answer.type,
        'ok',
        `order ${open === undefined ? 'placed' : 'cancelled'}: ${answer.message}`,
      );
      open = open === undefined && answer.type === 'ok' ? answer.message.id : undefined;
    };

    const figures: RoundFigures[] = [];
    const started = performance.now();
    for (let index = 1; index <= ROUNDS; index += 1) {
      await sleep(Math.random() * 50); // somewhere in the stream (depth pushes come every 100 ms)
      const figure = await cutRound(fx, `round ${index}`, moveBalance, OUTAGE_MS);
      assert.ok(figure.dropped > 0, `round ${index}: the cut dropped no connection`);
      figures.push(figure);
    }
    const worst = Math.max(...figures.map((f) => f.worstFromReconnectMs));
    report('rounds', figures.length, 'rounds');
    report(
      'outage_p50',
      quantile(
        figures.map((f) => f.outageMs),
        0.5,
      ),
      'ms',
    );
    report('clients', fx.bookClients.length + fx.userClients.length, 'clients');
    report(
      'books',
      fx.bookClients.reduce((n, c) => n + c.pairs.length, 0),
      'books',
    );
    report('loop', performance.now() - started, 'ms');
    report('converge_after_reconnect_max', worst, 'ms');
    report(
      'all_converged_after_network_back_p50',
      quantile(
        figures.map((f) => f.allConvergedMs),
        0.5,
      ),
      'ms',
    );
    report('all_converged_after_network_back_max', Math.max(...figures.map((f) => f.allConvergedMs)), 'ms');
    report('reconnected_per_round_min', Math.min(...figures.map((f) => f.reconnected)), 'clients');
    report(
      'reconnected_total',
      figures.reduce((n, f) => n + f.reconnected, 0),
      'reconnects',
    );
    report('book_fetches_per_round_min', Math.min(...figures.map((f) => f.bookFetches)), 'calls');
    report('balance_fetches_per_round_min', Math.min(...figures.map((f) => f.balanceFetches)), 'calls');
    assert.ok(worst <= CONVERGE_MS, `a client took ${worst} ms after its reconnect`);
  });

  test('a push older than the book held (a sequence gap) makes that client fetch the snapshot, once', async () => {
    const client = fx.bookClients[0]!;
    const pair = client.pairs[0]!;
    const clients = [...fx.bookClients, ...fx.userClients];
    const others = clients.filter((other) => other !== client);
    const fetches = (c: typeof client) =>
      c.pairs.map((p) =>
        c.calls('/api/transaction/deal', { legal_id: p.legalId, currency_id: p.currencyId }),
      );
    const othersBefore = others.map(fetches);
    const before = client.calls('/api/transaction/deal', {
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
    });
    const onlineBefore = client.onlineCount;
    const held = client.book(pair.symbol)!;
    const newest = client.tap.lastDepth(pair.symbol);
    assert.ok(newest, 'the client has received depth pushes');

    // The server's pushes of that pair stop reaching the client and one from an older stream arrives.
    client.tap.hold(
      (event, payload) => event === 'market_depth' && (payload as { symbol?: string }).symbol === pair.symbol,
    );
    client.tap.inject('market_depth', { ...newest, seq: held.seq - 1 });
    const askedAt = performance.now();
    while (
      client.calls('/api/transaction/deal', { legal_id: pair.legalId, currency_id: pair.currencyId }) ===
      before
    ) {
      assert.ok(
        performance.now() - askedAt < CONVERGE_MS,
        'the client did not fetch the snapshot after the gap',
      );
      await sleep(10);
    }
    const fetchedMs = performance.now() - askedAt;
    await sleep(300); // no second fetch follows
    client.tap.hold(null);

    fx.referee.forget();
    await waitUntilConverged(fx, [client], asIs([client]), 'after the gap');
    const after = client.calls('/api/transaction/deal', {
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
    });
    report('gap_snapshot_fetches', after - before, 'calls');
    report('gap_fetch_after_ms', fetchedMs, 'ms');
    assert.equal(after - before, 1, 'one snapshot fetch for one gap');
    assert.equal(client.onlineCount, onlineBefore, 'the socket stayed connected');
    assert.deepEqual(others.map(fetches), othersBefore, 'no other client fetched');
  });

  test('pushes lost without a gap (seq jumps forward) need no snapshot: the next push catches up', async () => {
    const client = fx.bookClients[1]!;
    const pair = client.pairs[0]!;
    const before = client.calls('/api/transaction/deal', {
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
    });
    client.tap.hold(
      (event, payload) => event === 'market_depth' && (payload as { symbol?: string }).symbol === pair.symbol,
    );
    await sleep(600);
    client.tap.hold(null);
    fx.referee.forget();
    await waitUntilConverged(fx, [client], asIs([client]), 'after lost pushes');
    assert.equal(
      client.calls('/api/transaction/deal', { legal_id: pair.legalId, currency_id: pair.currencyId }),
      before,
    );
  });
});
