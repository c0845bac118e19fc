import { leverApi, type LeverStatus } from '@exchange/protocol';
import { POLL_MS, useLiveData } from '@exchange/sdk';
import { mergePositionPushes, type PositionsState } from '../model/positions';
import { leverPushes } from './useContractFeed';

/** Tabs whose rows still change (pending, open, closing): live and polled; the others are history. */
const LIVE_TABS: readonly LeverStatus[] = [0, 1, 2];

/**
 * The first page of one contract order tab (spec §4, lever/my_trade) with the account's risk:
 * lever_trade / lever_closed pushes merged once per frame, a 3 s poll as their fallback (spec §9),
 * a re-fetch after a reconnect.
 */
export function usePositions(status: LeverStatus) {
  const live = LIVE_TABS.includes(status);
  const filter = { statuses: [status] };
  return useLiveData({
    endpoint: leverApi.myTrade,
    payload: { status, page: 1 },
    requiresLogin: true,
    pollMs: live ? POLL_MS.leverPositions : undefined,
    fromSnapshot: (answer): PositionsState & { total: number } => ({
      rows: answer.message.data,
      hazardRate: answer.hazard_rate,
      profitsTotal: answer.profits_total,
      total: answer.message.total,
    }),
    pushes: leverPushes,
    merge: (state, pushes) => ({ ...state, ...mergePositionPushes(state, pushes, filter) }),
  });
}
