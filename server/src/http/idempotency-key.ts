import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@exchange/protocol';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * The request's `Idempotency-Key` (protocol spot.ts), if it sent one: the same key on a retry
 * answers what the first request made. A malformed key is refused with `badKey` (the calling
 * module's message key; spot.badIdempotencyKey by default).
 */
export function idempotencyKeyOf(
  request: FastifyRequest,
  badKey = 'spot.badIdempotencyKey',
): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !idempotencyKeySchema.safeParse(key).success) {
    throw new ApiError(badKey);
  }
  return key;
}
