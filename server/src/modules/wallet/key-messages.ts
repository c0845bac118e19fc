import type { KeyMessages } from '../../services/idempotency-key';

/** The wallet calls' answers to a malformed Idempotency-Key and to a key reused with another request. */
export const WALLET_KEY_MESSAGES: KeyMessages = {
  bad: 'wallet.badIdempotencyKey',
  conflict: 'wallet.idempotencyConflict',
};
