import { Subject, type Observable } from 'rxjs';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Endpoint,
  type Envelope,
  type Failure,
  type RequestOf,
  type ResponseOf,
  type Success,
} from '@exchange/protocol';
import type { TypedStorage } from '../storage/store';
import type { ClientFailure, FailureRouter } from './failure-routing';
import { loadProtocol, type ProtocolModule } from './protocol-loader';
import { formBody, requestKey, requestUrl, wireFields, type WireValue } from './wire';

/**
 * The only code that knows spec §7's wire rules (DESIGN "HTTP calls"). Every call resolves, never
 * rejects: the caller gets the server's envelope or a typed client failure, and non-ok answers have
 * already been routed (§8) by the time the promise resolves.
 */

export type CallResult<T> = Envelope<T> | ClientFailure;

export interface CallOptions {
  /** Route nothing for this call's failures (§8: home quotation and news loads). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header (protocol spot.ts): one fresh key per intended order
   * (`newIdempotencyKey()`), the same key when retrying it.
   */
  idempotencyKey?: string;
}

/** A random key for `CallOptions.idempotencyKey`. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An endpoint, or how to pick it from the protocol module (`(protocol) => protocol.newsList`): the
 * second form lets code on the first-paint path call without bundling the protocol's schemas; the call
 * waits for the protocol chunk (loadProtocol) and parses the answer with it as usual.
 */
export type EndpointRef<E extends Endpoint> = E | ((protocol: ProtocolModule) => E);

/** Payload is optional when the endpoint's request has no required field. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends RequestOf<E>
    ? [payload?: RequestOf<E>, options?: CallOptions]
    : [payload: RequestOf<E>, options?: CallOptions];

export interface ApiProblem {
  path: string;
  kind: 'invalid_response' | 'http';
  detail: string;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: EndpointRef<E>,
    ...args: CallArgs<E>
  ): Promise<CallResult<ResponseOf<E>>>;
  /** For endpoints marked `envelope: false` (currency/new_timeshar): the whole body is the response. */
  callRaw<E extends Endpoint>(
    endpoint: EndpointRef<E>,
    ...args: CallArgs<E>
  ): Promise<Success<ResponseOf<E>> | ClientFailure>;
  /** Answers that broke the protocol, for logging; never shown to users. */
  readonly problems$: Observable<ApiProblem>;
}

export interface ApiClientConfig {
  storage: TypedStorage;
  router: FailureRouter;
  /** Prefix before `/api/...`; empty (the default) means the page host, as spec §7 requires. */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

type Raw = ({ kind: 'body'; status: number; body: unknown } | { kind: 'failure'; failure: ClientFailure }) & {
  sentToken: string | null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isEndpoint = (value: Endpoint | ClientFailure): value is Endpoint => 'path' in value;

export function createApiClient(config: ApiClientConfig): ApiClient {
  const { storage, router, baseUrl = '', now = Date.now } = config;
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const problems = new Subject<ApiProblem>();
  /** Mutating calls in flight by identity: an identical one is not sent again (double-submit guard). */
  const inFlight = new Map<string, Promise<Raw>>();

  const report = (path: string, kind: ApiProblem['kind'], detail: string) =>
    problems.next({ path, kind, detail });

  /**
   * Sends one request, unless an identical non-GET request is still in flight: then the caller
   * shares that request's answer (`shared`), so nothing is sent twice and failures are routed once.
   * Sharing rather than refusing matters because spec §7 also reads with POST (transaction/deal...).
   * Requests with different Idempotency-Keys are never identical: each key is an intended operation
   * of its own, as the server treats it (it never merges requests by content).
   */
  function send(
    endpoint: Endpoint,
    payload: unknown,
    options: CallOptions,
  ): { raw: Promise<Raw>; shared: boolean } {
    const method = endpoint.methods[0];
    const fields = wireFields(payload as Record<string, WireValue> | undefined);
    if (method === 'GET') return { raw: request(endpoint, method, fields, options), shared: false };
    const key = `${requestKey(method, endpoint.path, fields)} ${options.idempotencyKey ?? ''}`;
    const existing = inFlight.get(key);
    if (existing) return { raw: existing, shared: true };
    const raw = request(endpoint, method, fields, options).finally(() => inFlight.delete(key));
    inFlight.set(key, raw);
    return { raw, shared: false };
  }

  async function request(
    endpoint: Endpoint,
    method: string,
    fields: ReturnType<typeof wireFields>,
    options: CallOptions,
  ): Promise<Raw> {
    const isRead = method === 'GET';

    const headers: Record<string, string> = { Accept: 'application/json' };
    const sentToken = storage.get('token') ?? null;
    if (sentToken) headers.Authorization = sentToken;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    // The page's language: the server answers articles (news) in it where it has them translated.
    const pageLanguage = globalThis.document?.documentElement.lang;
    if (pageLanguage) headers['Accept-Language'] = pageLanguage;
    const queryFields = isRead ? (fields as Array<[string, string]>) : [];
    const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
    if (!isRead) init.body = formBody(fields);

    try {
      const response = await fetchImpl(requestUrl(baseUrl, endpoint.path, queryFields, now()), init);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      if (response.status === 401)
        return { kind: 'failure', failure: { type: 'http', message: 'http', status: 401 }, sentToken };
      if (body === undefined) {
        report(endpoint.path, 'http', `HTTP ${response.status} without a JSON body`);
        const failure = { type: 'http', message: 'http', status: response.status } as const;
        return { kind: 'failure', failure, sentToken };
      }
      return { kind: 'body', status: response.status, body, sentToken };
    } catch (error) {
      return { kind: 'failure', failure: { type: 'network', message: 'network', error }, sentToken };
    }
  }

  /** The endpoint picked from the protocol chunk; a chunk that cannot load fails like the network. */
  async function pick<E extends Endpoint>(
    select: (protocol: ProtocolModule) => E,
  ): Promise<E | ClientFailure> {
    try {
      return select(await loadProtocol());
    } catch (error) {
      return { type: 'network', message: 'network', error };
    }
  }

  function invalid(path: string, issues: string, reported = true): ClientFailure {
    if (reported) report(path, 'invalid_response', issues);
    return { type: 'invalid_response', message: 'invalid_response', issues };
  }

  async function readEnvelope(
    endpoint: Endpoint,
    body: unknown,
    report = true,
  ): Promise<Envelope<unknown> | ClientFailure> {
    if (!isObject(body) || !('type' in body)) return invalid(endpoint.path, 'not an envelope', report);
    if (body.type === 'ok') {
      const parsed = endpoint.response.safeParse(body.message);
      return parsed.success
        ? { type: 'ok', message: parsed.data }
        : invalid(endpoint.path, parsed.error.message, report);
    }
    // The failure schema comes with the protocol chunk (loaded already when the endpoint was).
    const protocol = await loadProtocol().catch(() => undefined);
    const failure = protocol?.failureSchema.safeParse(body);
    if (failure?.success) return failure.data as Failure;
    // An unknown failure type still carries a message the user should see.
    if (typeof body.message === 'string') return { type: 'error', message: body.message };
    return invalid(endpoint.path, failure?.error.message ?? 'protocol chunk not loaded', report);
  }

  async function call<E extends Endpoint>(ref: EndpointRef<E>, ...[payload, options = {}]: CallArgs<E>) {
    // A given endpoint is sent at once (no await before `send`: the double-submit guard sees both clicks).
    const endpoint = typeof ref === 'function' ? await pick(ref) : ref;
    if (!isEndpoint(endpoint)) return endpoint as CallResult<ResponseOf<E>>;
    const sent = send(endpoint, payload, options);
    const raw = await sent.raw;
    const result =
      raw.kind === 'failure' ? raw.failure : await readEnvelope(endpoint, raw.body, !sent.shared);
    if (result.type !== 'ok' && !sent.shared) router.route(result, { ...options, sentToken: raw.sentToken });
    return result as CallResult<ResponseOf<E>>;
  }

  async function callRaw<E extends Endpoint>(ref: EndpointRef<E>, ...[payload, options = {}]: CallArgs<E>) {
    const endpoint = typeof ref === 'function' ? await pick(ref) : ref;
    if (!isEndpoint(endpoint)) return endpoint;
    const sent = send(endpoint, payload, options);
    const raw = await sent.raw;
    if (raw.kind === 'failure') {
      if (!sent.shared) router.route(raw.failure, { ...options, sentToken: raw.sentToken });
      return raw.failure;
    }
    const parsed = endpoint.response.safeParse(raw.body);
    if (!parsed.success) return invalid(endpoint.path, parsed.error.message, !sent.shared);
    return { type: 'ok', message: parsed.data } as Success<ResponseOf<E>>;
  }

  return { call, callRaw, problems$: problems.asObservable() };
}
