import * as z from 'zod/mini';
import { integer } from './wire';
import { leverPositionSchema, leverRiskSchema } from './lever-positions';

// The owner's lever pushes: lever_trade and lever_closed (spec §7).

export const LeverEvent = { trade: 'lever_trade', closed: 'lever_closed' } as const;

/**
 * `lever_trade`, to the owner only: positions that opened or changed (profit, price, stops,
 * liquidation price), with the account's risk. The client replaces the rows with these ids
 * (adding any it lacks) and takes hazard_rate and profits_total. Sent on changes and at most about
 * once a second per user while the market moves.
 */
export const leverTradePushSchema = z.extend(leverRiskSchema, {
  data: z.array(leverPositionSchema),
});
export type LeverTradePush = z.infer<typeof leverTradePushSchema>;

/**
 * `lever_closed`, to the owner only: positions that closed (or were revoked), by id, with their
 * final state and the account's risk after. The client removes the ids from its open lists.
 */
export const leverClosedPushSchema = z.extend(leverRiskSchema, {
  ids: z.array(integer),
  data: z.array(leverPositionSchema),
});
export type LeverClosedPush = z.infer<typeof leverClosedPushSchema>;
