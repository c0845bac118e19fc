// No zod here: the sdk's HTTP client reads it on the host's first-paint path (package.json
// `sideEffects: false` lets webpack take this module without spot.ts).

/**
 * Idempotency keys (coin/trade and every money call, server README "Idempotency keys"): the client
 * sends a fresh random key (8-64 chars of [A-Za-z0-9_-]) per intended operation in this HTTP header,
 * and the SAME key when it retries. The server answers a repeated key of the same user with the same
 * request with the first answer (coin/trade: within 24 h) instead of doing it again; the key with
 * another request answers HTTP 422 `{type:'error', message:'<module>.idempotencyConflict'}` and does
 * nothing. A request without the header, or with another key, is another operation.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
