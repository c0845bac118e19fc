import { createSdk, type Sdk } from '../create-sdk';
import type { UiEffect } from '../http/failure-routing';
import type { ApiProblem } from '../http/api-client';
import type { BusProblem } from '../realtime/bus';
import { createMemoryStorage } from '../storage/store';
import { createFakeFetch, type FakeFetch } from './fake-fetch';
import { createFakeSocketFactory, type FakeSocket } from './fake-socket';

export interface TestSdk {
  sdk: Sdk;
  /** Script answers: `server.on('/api/user/login', { body: { type: 'ok', message: 'tok' } })`. */
  server: FakeFetch;
  /** Sockets the bus opened; `sockets[0].serverAccept()`, `.push('daymarket', payload)`. */
  sockets: FakeSocket[];
  /** Every UI effect the failure routing emitted. */
  effects: UiEffect[];
  /** Protocol problems (malformed answers or pushes) instead of console warnings. */
  problems: Array<ApiProblem | BusProblem>;
}

/**
 * A real sdk over a fake server, in-memory storage and a fake socket, for host and remote tests:
 * render under `<SdkProvider sdk={test.sdk}>`. env.json answers socket_io_port 4000 unless replaced.
 */
export function createTestSdk(): TestSdk {
  const server = createFakeFetch('http://localhost:3000');
  server.on('/api/env.json', {
    body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: 4000 } },
  });
  const { factory, sockets } = createFakeSocketFactory();
  const problems: Array<ApiProblem | BusProblem> = [];
  const sdk = createSdk({
    onProblem: (problem) => problems.push(problem),
    fetch: server.fetch,
    storage: createMemoryStorage(),
    createSocket: factory,
    location: { protocol: 'http:', hostname: 'localhost', port: '3000', origin: 'http://localhost:3000' },
  });
  const effects: UiEffect[] = [];
  sdk.notices$.subscribe((effect) => effects.push(effect));
  return { sdk, server, sockets, effects, problems };
}

/** The form fields of the requests the test sdk sent to `path`, in order. */
export const sent = (test: TestSdk, path: string): Array<Record<string, string>> =>
  test.server.requests.filter((request) => request.path === path).map((request) => request.fields);

/** The Idempotency-Key headers of the requests the test sdk sent to `path`, in order. */
export const keysSent = (test: TestSdk, path: string): Array<string | undefined> =>
  test.server.requests
    .filter((request) => request.path === path)
    .map((request) => request.headers['Idempotency-Key']);
