import type { FailureType, MessageParams } from '@exchange/protocol';

/**
 * A failure the caller should see: a message key of the `server` namespace, a spec §8 type and
 * optional params. Thrown anywhere inside a handler; the route helper turns it into `{type, message}`.
 */
export class ApiError extends Error {
  constructor(
    readonly key: string,
    readonly type: FailureType = 'error',
    readonly params?: MessageParams,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}
