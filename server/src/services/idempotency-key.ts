import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@exchange/protocol';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * Idempotency keys (IETF httpapi Idempotency-Key draft), one meaning for every keyed call:
 * - the same key with the same request answers what the first request made and changes nothing;
 * - the same key with another request (another call, or other fields) is refused with the module's
 *   conflict message, HTTP 422 with the usual `{type:'error', message}` body, and changes nothing;
 * - different keys, or no key, are different operations: no call merges requests by content.
 * A module stores `fingerprint` beside the key, in the row the operation writes, and checks a
 * repeat with `checkSameRequest`.
 */

/** The draft's status for a key reused with another request. */
export const KEY_CONFLICT_STATUS = 422;

/** The calling module's message keys: a malformed key, and a key reused with another request. */
export interface KeyMessages {
  bad: string;
  conflict: string;
}

/** A keyed request: its key, the fingerprint of what it asks, and the module's conflict message. */
export interface KeyedRequest {
  key: string;
  fingerprint: string;
  conflict: string;
}

/**
 * Credentials are left out of the fingerprint, deliberately: retyping a trade password, or sending
 * a newer authenticator code (it changes every 30 s), is a retry of the same operation, not another
 * one (the sdk's intents leave them out too); and a hash of a password stored beside the record
 * could be guessed offline.
 */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'pay_password',
  'totp_code',
  'code',
]);

/** JSON with object keys sorted, so two requests equal by value give one text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, held: unknown) =>
    held && typeof held === 'object' && !Array.isArray(held)
      ? Object.fromEntries(Object.entries(held).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : held,
  );
}

/** The fingerprint of a call's validated input (credentials left out), call path included. */
export function fingerprintOf(path: string, input: Readonly<Record<string, unknown>>): string {
  const fields = Object.fromEntries(Object.entries(input).filter(([name]) => !CREDENTIAL_FIELDS.has(name)));
  return createHash('sha256').update(canonical({ path, fields })).digest('hex');
}

/**
 * The request's `Idempotency-Key` (protocol spot.ts), if it sent one. A malformed key is refused
 * with the module's `bad` message.
 */
function idempotencyKeyOf(request: FastifyRequest, bad: string): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !idempotencyKeySchema.safeParse(key).success) {
    throw new ApiError(bad);
  }
  return key;
}

/**
 * The keyed request of a call (undefined without a key): the key, and the fingerprint of the call's
 * path and validated `input`. registerEndpoint reads it for calls registered with `idempotency`.
 */
export function keyedRequestOf(
  request: FastifyRequest,
  path: string,
  input: object,
  messages: KeyMessages,
): KeyedRequest | undefined {
  const key = idempotencyKeyOf(request, messages.bad);
  if (key === undefined) return undefined;
  return {
    key,
    fingerprint: fingerprintOf(path, input as Record<string, unknown>),
    conflict: messages.conflict,
  };
}

/**
 * `endpoint` as a call that takes an Idempotency-Key, with its module's messages: registerEndpoint
 * then reads the key and the request's fingerprint into the handler's `keyed`, and lists the call
 * in `keyedCalls(ctx)`.
 */
export function keyedCall<E extends { path: string }>(
  endpoint: E,
  messages: KeyMessages,
): E & { idempotency: KeyMessages } {
  return { ...endpoint, idempotency: messages };
}

const keyedPaths = new WeakMap<object, Set<string>>();

/** Notes that the server of `ctx` takes an Idempotency-Key on `path` (registerEndpoint). */
export function recordKeyedCall(ctx: object, path: string): void {
  const paths = keyedPaths.get(ctx) ?? new Set<string>();
  paths.add(path);
  keyedPaths.set(ctx, paths);
}

/** The paths of every call the server of `ctx` registered with an Idempotency-Key. */
export function keyedCalls(ctx: object): string[] {
  return [...(keyedPaths.get(ctx) ?? [])].sort();
}

/** The refusal of a key reused with another request. */
export function keyConflict(keyed: Pick<KeyedRequest, 'conflict'>): ApiError {
  return new ApiError(keyed.conflict, 'error', undefined, KEY_CONFLICT_STATUS);
}

/**
 * Checks that the operation stored under the key was made by the same request (`stored`, the
 * fingerprint kept with it); throws the conflict otherwise. Rows stored before fingerprints were
 * kept (null) are taken as the same request.
 */
export function checkSameRequest(keyed: KeyedRequest, stored: string | null | undefined): void {
  if (!isSameRequest(keyed, stored)) throw keyConflict(keyed);
}

/** `checkSameRequest` as a test, for code that answers refusals rather than throwing them. */
export function isSameRequest(
  keyed: Pick<KeyedRequest, 'fingerprint'>,
  stored: string | null | undefined,
): boolean {
  return stored == null || stored === keyed.fingerprint;
}

/**
 * Requests of one user with one idempotency key that arrive while the first is still running share
 * its answer (the database row that answers a retry only exists once the first has committed; the
 * row's unique index still decides between nodes); one with another fingerprint is the conflict.
 * A request without a key runs alone.
 */
export class InFlight<T> {
  private readonly running = new Map<string, { fingerprint: string; answer: Promise<T> }>();

  run(userId: number, keyed: KeyedRequest | undefined, task: () => Promise<T>): Promise<T> {
    if (keyed === undefined) return task();
    const id = `${userId}:${keyed.key}`;
    const pending = this.running.get(id);
    if (pending) {
      if (pending.fingerprint !== keyed.fingerprint) return Promise.reject(keyConflict(keyed));
      return pending.answer;
    }
    const answer = task().finally(() => this.running.delete(id));
    this.running.set(id, { fingerprint: keyed.fingerprint, answer });
    return answer;
  }
}
