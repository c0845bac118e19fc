import { createElement, useEffect, type ReactElement } from 'react';
import { filter } from 'rxjs';
import { marketApi, walletDetail, type MarketDepthPush } from '@exchange/protocol';
import {
  SdkProvider,
  bookFromSnapshot,
  createMemoryStorage,
  createSdk,
  depthNewerThan,
  mergeDepthPushes,
  useLiveData,
  useLiveStore,
  type BackoffOptions,
  type BookState,
  type ConnectionState,
  type FrameSource,
  type Sdk,
} from '@exchange/sdk';
import { createSocketTap, type SocketTap } from './socket-tap';
import { renderInNode } from './node-dom';

/**
 * One browser tab, in Node: the real sdk (`createSdk`: HTTP client, realtime bus, socket.io-client)
 * and React components that read the data through the sdk's live-data hooks exactly as the remotes
 * do. Only the transport under the bus is tapped (socket-tap.ts) and `fetch` is counted.
 */

export interface PairRef {
  /** `BTC/USDT`. */
  symbol: string;
  legalId: number;
  currencyId: number;
}

export interface ClientOptions {
  id: number;
  serverUrl: string;
  pairs: readonly PairRef[];
  backoff: BackoffOptions;
  /** Logged in (the session token); the balance view shows this currency's spot balance. */
  user?: { token: string; balanceCurrency: number };
}

export interface HarnessClient {
  id: number;
  pairs: readonly PairRef[];
  sdk: Sdk;
  tap: SocketTap;
  book(symbol: string): BookState | undefined;
  balance(): string | undefined;
  /** HTTP calls made so far to `path` whose form fields include `fields`. */
  calls(path: string, fields?: Record<string, string | number>): number;
  readonly state: ConnectionState;
  /** How many times the bus came online, and when it last did (performance.now()). */
  readonly onlineCount: number;
  /** How many times the bus went offline (the socket dropped or failed to connect). */
  readonly offlineCount: number;
  readonly lastOnlineAt: number;
  stop(): Promise<void>;
}

/**
 * The deal centre's order book (remotes/spot useDealFeed, contracts useContractFeed): the
 * transaction/deal snapshot, the pair's depth topic merged with the sdk's order-book model,
 * published at most once per 100 ms (spot's LIVE_FLUSH_MS).
 */
function BookView({
  pair,
  expose,
}: {
  pair: PairRef;
  expose: (store: FrameSource<BookState | undefined>) => void;
}) {
  const { store } = useLiveStore<typeof marketApi.deal, MarketDepthPush, BookState>({
    endpoint: marketApi.deal,
    payload: { legal_id: pair.legalId, currency_id: pair.currencyId },
    pushes: (bus) => bus.watch({ channel: 'market_depth', pair: pair.symbol }),
    fromSnapshot: (snapshot) => bookFromSnapshot(pair.symbol, snapshot),
    merge: mergeDepthPushes,
    newerThan: depthNewerThan,
    coalesce: 'latest',
    minIntervalMs: 100,
  });
  useEffect(() => {
    expose(store);
  }, [store, expose]);
  return null;
}

/**
 * The spot panel's balance (remotes/spot SpotPanel): wallet/detail merged with the user's
 * `coin_balance` pushes. Without the 10 s poll here, so the only way a change made while the socket
 * was down can reach it is the re-fetch after the reconnect.
 */
function BalanceView({
  currency,
  expose,
}: {
  currency: number;
  expose: (balance: string | undefined) => void;
}) {
  const balance = useLiveData({
    endpoint: walletDetail,
    payload: { currency, type: 'change' },
    requiresLogin: true,
    fromSnapshot: (detail) => detail.change_balance,
    pushes: (bus) => bus.stream('coin_balance').pipe(filter((push) => push.currency === currency)),
    merge: (held: string, pushes) => pushes[pushes.length - 1]?.change_balance ?? held,
  });
  expose(balance.data);
  return null;
}

export async function startClient(options: ClientOptions): Promise<HarnessClient> {
  const page = new URL(options.serverUrl);
  const sent: Array<{ path: string; fields: URLSearchParams }> = [];
  const countingFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams(url.search);
    sent.push({ path: url.pathname, fields: body });
    return fetch(input, init);
  };
  const tap = createSocketTap();
  const storage = createMemoryStorage();
  const sdk = createSdk({
    baseUrl: options.serverUrl,
    fetch: countingFetch,
    storage,
    createSocket: tap.factory,
    location: { protocol: page.protocol, hostname: page.hostname, port: page.port, origin: page.origin },
    backoff: options.backoff,
    onProblem: (problem) => console.warn(`client ${options.id}: protocol problem`, problem),
  });
  if (options.user) sdk.storage.set('token', options.user.token);

  let state: ConnectionState = 'connecting';
  let onlineCount = 0;
  let offlineCount = 0;
  let lastOnlineAt = 0;
  const watching = sdk.bus.connectionState$.subscribe((next) => {
    state = next;
    tap.note(`bus ${next}`);
    if (next === 'offline') offlineCount += 1;
    if (next !== 'online') return;
    onlineCount += 1;
    lastOnlineAt = performance.now();
  });

  const stores = new Map<string, FrameSource<BookState | undefined>>();
  let balance: string | undefined;
  const children: ReactElement[] = options.pairs.map((pair) =>
    createElement(BookView, { key: pair.symbol, pair, expose: (store) => stores.set(pair.symbol, store) }),
  );
  if (options.user) {
    children.push(
      createElement(BalanceView, {
        key: 'balance',
        currency: options.user.balanceCurrency,
        expose: (value) => (balance = value),
      }),
    );
  }
  const unmount = await renderInNode(createElement(SdkProvider, { sdk }, ...children), page.origin);

  return {
    id: options.id,
    pairs: options.pairs,
    sdk,
    tap,
    book: (symbol) => stores.get(symbol)?.getSnapshot(),
    balance: () => balance,
    calls: (path, fields = {}) =>
      sent.filter(
        (call) =>
          call.path === path &&
          Object.entries(fields).every(([key, value]) => call.fields.get(key) === String(value)),
      ).length,
    get state() {
      return state;
    },
    get onlineCount() {
      return onlineCount;
    },
    get offlineCount() {
      return offlineCount;
    },
    get lastOnlineAt() {
      return lastOnlineAt;
    },
    async stop() {
      await unmount();
      watching.unsubscribe();
      sdk.bus.stop();
    },
  };
}
