// No zod here: the sdk's HTTP client reads it on the host's first-paint path (package.json
// `sideEffects: false` lets webpack take this module without spot.ts).

/**
 * Idempotency of coin/trade: the client sends a fresh random key (8-64 chars of [A-Za-z0-9_-]) per
 * intended order in this HTTP header, and the SAME key when it retries. Within 24 h the server answers
 * a repeated key of the same user with the first answer (the same order) instead of placing another.
 * A request without the header is placed as is.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
