import { useCallback, useRef, useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import { newIdempotencyKey, type CallOptions, type CallResult } from '../http/api-client';
import { useSubmit } from './hooks';

/**
 * Answers after which the request may or may not have been carried out (no answer, a proxy's
 * status, an unreadable body) or was not sent at all (`duplicate`): the retry must send the same key.
 * Any envelope (ok or a refusal) settles the intent.
 */
const UNSETTLED: ReadonlySet<CallResult<unknown>['type']> = new Set([
  'network',
  'http',
  'invalid_response',
  'duplicate',
]);

/** JSON with object keys sorted, so two intents equal by value compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, held: unknown) =>
    held && typeof held === 'object' && !Array.isArray(held)
      ? Object.fromEntries(Object.entries(held).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : held,
  );
}

/**
 * The Idempotency-Key (protocol spot.ts IDEMPOTENCY_KEY_HEADER) of one form: one key per user
 * intent. The same intent (equal by value) sent again before an answer settled it, a double click
 * or a retry after a network error, gets the same key, so the server carries it out once; a changed
 * intent or one after a settling answer gets a fresh key.
 */
export interface IntentKeys {
  /** The key to send for `intent`. */
  keyFor(intent: unknown): string;
  /** The answer to the submit sent with `key`: ok or a server refusal ends that intent. */
  settle(key: string, result: CallResult<unknown>): void;
}

export function createIntentKeys(newKey: () => string = newIdempotencyKey): IntentKeys {
  let held: { intent: string; key: string } | null = null;
  return {
    keyFor(intent) {
      const id = canonical(intent);
      if (held?.intent !== id) held = { intent: id, key: newKey() };
      return held.key;
    },
    settle(key, result) {
      if (held?.key === key && !UNSETTLED.has(result.type)) held = null;
    },
  };
}

export interface IdempotentSubmitOptions extends Omit<CallOptions, 'idempotencyKey'> {
  /**
   * What the user asked for, compared by value; the payload when absent. Leave out credentials (a
   * trade password, a 2FA code): typing them again is a retry of the same request, not a new one.
   */
  intent?: unknown;
}

export interface IdempotentSubmitState<E extends Endpoint> {
  /** `useSubmit`'s submit, with the intent's Idempotency-Key (see `IntentKeys`). */
  submit(payload: RequestOf<E>, options?: IdempotentSubmitOptions): Promise<CallResult<ResponseOf<E>>>;
  pending: boolean;
}

/**
 * `useSubmit` for the calls the server accepts an Idempotency-Key on (coin/trade, wallet/change,
 * wallet/out, lever/submit, micro submit, exchange/fast, lh/deposit, project/order, project/lottery,
 * project/buy): every money-moving form sends its keys this one way.
 */
export function useIdempotentSubmit<E extends Endpoint>(endpoint: E): IdempotentSubmitState<E> {
  const { submit, pending } = useSubmit(endpoint);
  const [keys] = useState(() => createIntentKeys());
  // A click while a submit runs neither sends nor touches the held intent (useSubmit's `duplicate`).
  const sending = useRef(false);
  const send = useCallback(
    async (payload: RequestOf<E>, options: IdempotentSubmitOptions = {}) => {
      const { intent = payload, ...callOptions } = options;
      if (sending.current) return submit(payload, callOptions);
      sending.current = true;
      try {
        const idempotencyKey = keys.keyFor(intent);
        const result = await submit(payload, { ...callOptions, idempotencyKey });
        keys.settle(idempotencyKey, result);
        return result;
      } finally {
        sending.current = false;
      }
    },
    [keys, submit],
  );
  return { submit: send, pending };
}
