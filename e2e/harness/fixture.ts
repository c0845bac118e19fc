import { accountApi, marketApi } from '@exchange/protocol';
import { createMemoryStorage, createSdk, type BackoffOptions } from '@exchange/sdk';
import { startClient, type HarnessClient, type PairRef } from './client';
import { startNetworkCut, type NetworkCut } from './network-cut';
import { Referee } from './referee';
import { attachedServer, startServerProcess, type ServerProcess } from './server-process';

/** The demo account (server/src/services/demo-account.ts, README). */
const demo = { email: 'demo@exchange.local', password: 'demo1234' };

export interface FixtureOptions {
  /** Tabs watching books. */
  bookClients: number;
  /** Pairs the books are spread over (the first N spot pairs). */
  pairs: number;
  /** Logged-in tabs showing the demo user's spot balance. */
  userClients: number;
  backoff: BackoffOptions;
}

export interface Fixture {
  server: ServerProcess;
  relay: NetworkCut;
  pairs: PairRef[];
  bookClients: HarnessClient[];
  userClients: HarnessClient[];
  referee: Referee;
  /** The referee logged in as the demo user (places the orders that move the balance). */
  user: Referee;
  /** The currency whose balance the user tabs show (the pairs' quote, USDT). */
  balanceCurrency: number;
  stop(): Promise<void>;
}

async function loginDemo(serverUrl: string): Promise<string> {
  const sdk = createSdk({ baseUrl: serverUrl, storage: createMemoryStorage(), onProblem: () => undefined });
  const answer = await sdk.api.call(
    accountApi.login,
    { user_string: demo.email, password: demo.password },
    { silent: true },
  );
  if (answer.type !== 'ok') throw new Error(`demo login: ${answer.message}`);
  return answer.message;
}

/**
 * The real server (own process) behind a relay the harness can cut, and browser-like clients:
 * book tab i watches pair i (mod N), every other tab a second pair too; user tabs are logged in.
 */
export async function startFixture(options: FixtureOptions): Promise<Fixture> {
  const attached = attachedServer();
  const relay = await startNetworkCut(attached?.relayPort);
  const server = attached ?? (await startServerProcess({ socketPort: relay.port }));
  relay.setUpstream(server.port);
  const stops: Array<() => Promise<void>> = [() => relay.close(), () => server.stop()];
  const stop = async () => {
    for (const run of stops.reverse()) await run();
  };
  try {
    const referee = new Referee(server.url);
    const list = await referee.sdk.api.call(marketApi.quotation, {}, { silent: true });
    if (list.type !== 'ok') throw new Error(`quotation: ${list.message}`);
    const pairs = list.message.coin_list
      .filter((row) => row.open_coin_trade === 1)
      .slice(0, options.pairs)
      .map((row) => ({
        symbol: `${row.currency_name}/${row.legal_name}`,
        legalId: row.legal_id,
        currencyId: row.currency_id,
      }));
    const token = await loginDemo(server.url);
    const user = new Referee(server.url, token);
    const balanceCurrency = pairs[0]!.legalId;

    const bookClients = await Promise.all(
      Array.from({ length: options.bookClients }, (_, id) => {
        const watched = [pairs[id % pairs.length]!];
        if (id % 2 === 1 && pairs.length > 1) watched.push(pairs[(id + 1) % pairs.length]!);
        return startClient({ id, serverUrl: server.url, pairs: watched, backoff: options.backoff });
      }),
    );
    const userClients = await Promise.all(
      Array.from({ length: options.userClients }, (_, index) =>
        startClient({
          id: options.bookClients + index,
          serverUrl: server.url,
          pairs: [],
          backoff: options.backoff,
          user: { token, balanceCurrency },
        }),
      ),
    );
    for (const client of [...bookClients, ...userClients]) stops.push(() => client.stop());
    return { server, relay, pairs, bookClients, userClients, referee, user, balanceCurrency, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
