import * as z from 'zod/mini';

/**
 * Response types of spec §8. `ok` is success; every other type carries a message key
 * (translated by the client, spec §5 keys where they exist) and optional interpolation params.
 */
export const ResponseType = {
  ok: 'ok',
  error: 'error',
  /** coin/trade and wallet/out: the user has no trade password yet. */
  noTradePassword: 'not',
  sessionExpired: 999,
  bindTradePassword: 996,
  completeSettings: 997,
  completeSettingsAlt: 555,
  verifyIdentity: 998,
} as const;
export type ResponseType = (typeof ResponseType)[keyof typeof ResponseType];
export type FailureType = Exclude<ResponseType, 'ok'>;

export const failureTypeSchema = z.union([
  z.literal('error'),
  z.literal('not'),
  z.literal(999),
  z.literal(996),
  z.literal(997),
  z.literal(555),
  z.literal(998),
]);

export type MessageParams = Record<string, string | number>;

export interface Success<T> {
  type: 'ok';
  message: T;
}
export interface Failure {
  type: FailureType;
  /** A translation key (namespace `server`) or, for unknown keys, text shown as is. */
  message: string;
  params?: MessageParams;
}
export type Envelope<T> = Success<T> | Failure;

export const failureSchema = z.object({
  type: failureTypeSchema,
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export function envelopeSchema<T extends z.ZodMiniType>(message: T) {
  return z.union([z.object({ type: z.literal('ok'), message }), failureSchema]);
}

export const ok = <T>(message: T): Success<T> => ({ type: 'ok', message });
export const fail = (message: string, type: FailureType = 'error', params?: MessageParams): Failure =>
  params ? { type, message, params } : { type, message };
