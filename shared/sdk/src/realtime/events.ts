import {
  coinBalancePushSchema,
  coinOrderPushSchema,
  ieoDrawnPushSchema,
  ieoResultPushSchema,
  leverClosedPushSchema,
  leverTradePushSchema,
  lockupOrderPushSchema,
  marketPushSchemas,
  microClosedPushSchema,
  priceAlertPushSchema,
  walletRecordPushSchema,
} from '@exchange/protocol';

/**
 * The server events the bus parses, by name, with their protocol schemas. A push whose schema is
 * not here cannot be streamed; add user pushes (micro_closed, lever_trade, lever_closed) here when
 * the protocol defines them.
 */
export const pushSchemas = {
  ...marketPushSchemas,
  coin_order: coinOrderPushSchema,
  coin_balance: coinBalancePushSchema,
  wallet_record: walletRecordPushSchema,
  micro_closed: microClosedPushSchema,
  lever_trade: leverTradePushSchema,
  lever_closed: leverClosedPushSchema,
  ieo_drawn: ieoDrawnPushSchema,
  ieo_result: ieoResultPushSchema,
  lockup_order: lockupOrderPushSchema,
  price_alert: priceAlertPushSchema,
} as const;

/** What the bus needs of a schema (zod's `safeParse`), without depending on zod here. */
export interface PushSchema<T = unknown> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export type PushSchemas = Record<string, PushSchema>;
export type PushOf<S extends PushSchemas, K extends keyof S> = S[K] extends PushSchema<infer T> ? T : never;
export type DefaultPushSchemas = typeof pushSchemas;
