import type { Observable } from 'rxjs';
import type { QuotationGroup } from '@exchange/protocol';
import { createApiClient, type ApiClient, type ApiProblem } from './http/api-client';
import { createFailureRouter, type FailureRouter, type UiEffect } from './http/failure-routing';
import { createBus, type BusProblem, type RealtimeBus, type SocketFactory } from './realtime/bus';
import type { BackoffOptions } from './realtime/backoff';
import type { DefaultPushSchemas } from './realtime/events';
import { socketIoFactory } from './realtime/socket-io';
import {
  applyDefaultPair,
  choosePair,
  storedPair,
  type ChoosePairOptions,
  type PairRow,
  type StoredPair,
} from './session/pair';
import { createSession, type Session } from './session/session';
import { createStorage, type TypedStorage } from './storage/store';

/** Everything an app needs from the sdk, built once per page by `createSdk`. */
export interface Sdk {
  api: ApiClient;
  bus: RealtimeBus<DefaultPushSchemas>;
  session: Session;
  storage: TypedStorage;
  /** UI effects of the central §8 routing: the host shows the toasts and performs the navigation. */
  notices$: Observable<UiEffect>;
  router: FailureRouter;
  /** Spec §4 "Choosing a market": stores the pair keys; the caller then opens the deal centre. */
  choosePair(row: PairRow, options?: ChoosePairOptions): void;
  /** Spec §4 "Default pair": stores the first row when no pair is stored; true when it did. */
  applyDefaultPair(groups: readonly QuotationGroup[]): boolean;
  storedPair(): StoredPair | undefined;
}

export interface SdkConfig {
  /** Prefix of `/api/...`; empty (default) is the page host (spec §7). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** localStorage by default. */
  storage?: Storage;
  /** socket.io-client by default. */
  createSocket?: SocketFactory;
  location?: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>;
  backoff?: BackoffOptions;
  /**
   * Answers and pushes that broke the protocol (developer-facing, never shown to users).
   * Defaults to `console.warn`.
   */
  onProblem?: (problem: ApiProblem | BusProblem) => void;
}

/**
 * Builds the sdk: the host does it once and provides it; a remote running standalone does the same
 * in its own bootstrap. Inside the host a remote never creates one, it uses `useSdk()`.
 * The socket opens on first use of a stream (or `bus.start()`).
 */
export function createSdk(config: SdkConfig = {}): Sdk {
  const storage = createStorage({ backing: config.storage });
  const router = createFailureRouter(storage);
  const api = createApiClient({ storage, router, baseUrl: config.baseUrl, fetch: config.fetch });
  const bus = createBus<DefaultPushSchemas>({
    // With the protocol chunk, after the first paint (the bus starts then).
    schemas: () => import('./realtime/events').then((events) => events.pushSchemas),
    api,
    storage,
    router,
    createSocket: config.createSocket ?? socketIoFactory,
    location: config.location,
    backoff: config.backoff,
  });
  const session = createSession({ storage, api, router });
  const onProblem =
    config.onProblem ?? ((problem) => console.warn('[@exchange/sdk] protocol problem', problem));
  api.problems$.subscribe(onProblem);
  bus.problems$.subscribe(onProblem);
  return {
    api,
    bus,
    session,
    storage,
    router,
    notices$: router.notices$,
    choosePair: (row, options) => choosePair(storage, row, options),
    applyDefaultPair: (groups) => applyDefaultPair(storage, groups),
    storedPair: () => storedPair(storage),
  };
}
