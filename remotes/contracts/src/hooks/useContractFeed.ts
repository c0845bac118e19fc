import { leverApi } from '@exchange/protocol';
import { POLL_MS, useLiveStore, useSession, type Sdk } from '@exchange/sdk';
import { useMemo } from 'react';
import { map, merge, type Observable } from 'rxjs';
import { LIVE_FLUSH_MS, leverDealModel, pagePositions } from '../model/contractFeed';
import type { ContractPair } from '../model/market';
import type { PositionPush } from '../model/positions';

/** The owner's lever pushes, as positions-list pushes. */
export const leverPushes = (bus: Sdk['bus']): Observable<PositionPush> =>
  merge(
    bus.stream('lever_trade').pipe(map((push): PositionPush => ({ kind: 'trade', push }))),
    bus.stream('lever_closed').pipe(map((push): PositionPush => ({ kind: 'closed', push }))),
  );

/**
 * The contract page's lever order book call (lever/deal: panel terms, the pair's positions, risk)
 * through the sdk's live-data layer, with the lever pushes and the 3 s poll (spec §9) behind them.
 *
 * A visitor's page makes the call too, not silently, as spec §6 and §8 say: the server answers a
 * call without a token with type 999, and the sdk's failure routing sends the visitor to login (an
 * expired session goes there too, after the routing cleared it, with `type=1`).
 */
export function useContractFeed(pair: ContractPair) {
  const { loggedIn } = useSession();
  const model = useMemo(
    () => leverDealModel(pagePositions(pair)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pair.legalId, pair.currencyId],
  );
  return useLiveStore({
    ...model,
    endpoint: leverApi.deal,
    payload: { legal_id: pair.legalId, currency_id: pair.currencyId },
    silent: loggedIn,
    pollMs: loggedIn ? POLL_MS.leverPositions : undefined,
    pushes: leverPushes,
    minIntervalMs: LIVE_FLUSH_MS,
  });
}
