import { marketApi, walletDetail } from '@exchange/protocol';
import type { HarnessClient } from './client';
import type { Fixture } from './fixture';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The functional requirement of issue 14: a client holds the server's state again within 2 s. */
export const CONVERGE_MS = 2000;
/** How long a client may take to come back once the network is (the short backoff allows far less). */
const RECONNECT_MS = 5000;
const POLL_MS = 30;

const dealCalls = (client: HarnessClient) =>
  client.pairs.map((pair) =>
    client.calls(marketApi.deal.path, { legal_id: pair.legalId, currency_id: pair.currencyId }),
  );
const balanceCalls = (client: HarnessClient) => client.calls(walletDetail.path);

/**
 * Where a client stood before a fault. A client whose bus went offline since must come back online
 * and re-fetch every view; one whose connection outlived the cut (long-polling between two
 * requests: nothing to drop) must only hold the server's state. Without `online`: no fault, the
 * client converges as it is (first load, gap tests).
 */
export interface Before {
  online?: number;
  offline?: number;
  deal?: number[];
  balance?: number;
}

export function before(fx: Fixture, clients: readonly HarnessClient[]): Map<HarnessClient, Before> {
  return new Map(
    clients.map((client) => [
      client,
      {
        online: client.onlineCount,
        offline: client.offlineCount,
        deal: dealCalls(client),
        balance: fx.userClients.includes(client) ? balanceCalls(client) : undefined,
      },
    ]),
  );
}

/** Nothing to come back from: converge as the client is. */
export const asIs = (clients: readonly HarnessClient[]): Map<HarnessClient, Before> =>
  new Map(clients.map((client) => [client, {}]));

const dropped = (client: HarnessClient, was: Before) =>
  was.online !== undefined && client.offlineCount > (was.offline ?? 0);

/** What is still wrong with a client (empty: it holds the server's state, re-fetched if it dropped). */
function pending(fx: Fixture, client: HarnessClient, was: Before, balance: string | undefined): string[] {
  const mustRefetch = dropped(client, was);
  if (client.state !== 'online' || (mustRefetch && client.onlineCount <= was.online!)) {
    return [`not back online (${client.state})`];
  }
  const problems: string[] = [];
  const deal = dealCalls(client);
  client.pairs.forEach((pair, index) => {
    if (mustRefetch && deal[index]! <= was.deal![index]!)
      problems.push(`${pair.symbol}: no snapshot re-fetch`);
    const book = client.book(pair.symbol);
    if (!fx.referee.matches(book)) {
      const seen = fx.referee.seenSeq(book) ? 'differs' : 'seq not seen';
      const pushed = client.tap.lastDepth(pair.symbol)?.seq;
      problems.push(
        `${pair.symbol}: holds seq ${book?.seq} (last push ${pushed}), server at ${fx.referee.newestSeq(pair.symbol)} (${seen})`,
      );
    }
  });
  if (fx.userClients.includes(client)) {
    if (mustRefetch && balanceCalls(client) <= (was.balance ?? 0)) problems.push('balance: no re-fetch');
    if (client.balance() !== balance) problems.push(`balance ${client.balance()} != server ${balance}`);
  }
  return problems;
}

export interface Converged {
  /** performance.now() when the client was first seen holding the server's state. */
  at: number;
  /** It dropped and came back (re-fetching); false: its connection outlived the fault. */
  reconnected: boolean;
}

/**
 * Polls the server's snapshots until every client holds them: a client that dropped within
 * CONVERGE_MS of its own reconnect (and after re-fetching), any other within CONVERGE_MS from now.
 * Throws with every late client's problems and recent connection events.
 */
export async function waitUntilConverged(
  fx: Fixture,
  clients: readonly HarnessClient[],
  was: Map<HarnessClient, Before>,
  label: string,
  /** First load: every client has this long from now, whatever its connection does. */
  startupMs?: number,
): Promise<Map<HarnessClient, Converged>> {
  const converged = new Map<HarnessClient, Converged>();
  const started = performance.now();
  for (;;) {
    const [, balance] = await Promise.all([
      fx.referee.observe(fx.pairs),
      fx.userClients.length ? fx.user.balance(fx.balanceCurrency) : Promise.resolve(undefined),
    ]);
    const now = performance.now();
    const late: string[] = [];
    for (const client of clients) {
      if (converged.has(client)) continue;
      const expect = was.get(client)!;
      const problems = pending(fx, client, expect, balance);
      const reconnected = dropped(client, expect);
      if (problems.length === 0) {
        converged.set(client, { at: now, reconnected });
        continue;
      }
      const back = reconnected && client.onlineCount > expect.online!;
      const overdue =
        startupMs !== undefined
          ? now - started > startupMs
          : back
            ? now - client.lastOnlineAt > CONVERGE_MS
            : now - started > (reconnected ? RECONNECT_MS : CONVERGE_MS);
      if (overdue) {
        const seen = `${client.tap.received('market_depth')} depth pushes, online ${client.onlineCount}x`;
        late.push(
          `client ${client.id} (${seen}): ${problems.join('; ')}\n    ${client.tap.trace().join('\n    ')}`,
        );
      }
    }
    if (converged.size === clients.length) return converged;
    if (late.length) {
      const open = `${fx.relay.openConnections} relayed connections open`;
      throw new Error(`${label}: not converged in time (${open}):\n${late.join('\n')}`);
    }
    await sleep(POLL_MS);
  }
}

export interface RoundFigures {
  /** Connections the cut dropped. */
  dropped: number;
  /** How long the network was down (at least the outage asked for; the balance change may take longer). */
  outageMs: number;
  /** Clients that dropped and reconnected (the others' long-polling outlived the cut). */
  reconnected: number;
  /** From the network coming back to the last client holding the server's state. */
  allConvergedMs: number;
  /** The worst reconnected client: from its reconnect to holding the server's state. */
  worstFromReconnectMs: number;
  /** Snapshot calls (transaction/deal) the book views made this round; balance calls (wallet/detail). */
  bookFetches: number;
  balanceFetches: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * One fault: every relayed connection is dropped, `duringOutage` runs while the network is down
 * (a balance change whose push nobody receives), the network comes back after at least
 * `outageMs`; every client must hold the server's state again.
 */
export async function cutRound(
  fx: Fixture,
  label: string,
  duringOutage: () => Promise<void>,
  outageMs: number,
): Promise<RoundFigures> {
  const clients = [...fx.bookClients, ...fx.userClients];
  const was = before(fx, clients);
  fx.referee.forget();
  const cutAt = performance.now();
  const droppedConnections = fx.relay.cut(Infinity);
  await duringOutage();
  const rest = outageMs - (performance.now() - cutAt);
  if (rest > 0) await sleep(rest);
  fx.relay.restore();
  const back = performance.now();
  const downMs = back - cutAt;
  const converged = await waitUntilConverged(fx, clients, was, label);

  let worstFromReconnectMs = 0;
  let last = back;
  for (const [client, { at, reconnected }] of converged) {
    if (reconnected) worstFromReconnectMs = Math.max(worstFromReconnectMs, at - client.lastOnlineAt);
    last = Math.max(last, at);
  }
  return {
    dropped: droppedConnections,
    outageMs: downMs,
    reconnected: [...converged.values()].filter((c) => c.reconnected).length,
    allConvergedMs: last - back,
    worstFromReconnectMs,
    bookFetches: sum(fx.bookClients.map((c) => sum(dealCalls(c)) - sum(was.get(c)!.deal!))),
    balanceFetches: sum(fx.userClients.map((c) => balanceCalls(c) - was.get(c)!.balance!)),
  };
}
