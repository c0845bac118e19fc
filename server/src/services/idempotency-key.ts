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

/**
 * Requests of one user with one idempotency key that arrive while the first is still running share
 * its answer (the database row that answers a retry only exists once the first has committed; the
 * row's unique index still decides between nodes). A request without a key runs alone.
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(userId: number, key: string | undefined, task: () => Promise<T>): Promise<T> {
    if (key === undefined) return task();
    const id = `${userId}:${key}`;
    const pending = this.running.get(id);
    if (pending) return pending;
    const started = task().finally(() => this.running.delete(id));
    this.running.set(id, started);
    return started;
  }
}
