import type { FailureType, MessageParams } from '@exchange/protocol';

/**
 * The server's one error type for failures the caller should see: a message key of the `server` i18n
 * namespace (translated by the client; every key the server uses must exist there, see
 * message-keys.test.ts), a spec §8 type and optional params. Thrown anywhere, in a handler or a
 * service it calls (the market service refuses orders with it too); `registerEndpoint` turns it into
 * `{type, message, params}`, with HTTP status `httpStatus` when set (200 otherwise, spec §7). Anything
 * else thrown is a bug and answers `server.internal`.
 */
export class ApiError extends Error {
  constructor(
    readonly key: string,
    readonly type: FailureType = 'error',
    readonly params?: MessageParams,
    readonly httpStatus?: number,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}
