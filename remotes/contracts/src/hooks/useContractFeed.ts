import { leverApi, marketApi } from '@exchange/protocol';
import { POLL_MS, useLiveStore, useSession, type Sdk } from '@exchange/sdk';
import { useMemo } from 'react';
import { map, merge, type Observable } from 'rxjs';
import type { PositionPush } from '../model/positions';
import {
  LIVE_FLUSH_MS,
  guestDealModel,
  leverDealModel,
  pagePositions,
  type ContractPush,
} from '../model/contractFeed';
import type { ContractPair } from '../model/market';

/** The owner's lever pushes, as positions-list pushes. */
export const leverPushes = (bus: Sdk['bus']): Observable<PositionPush> =>
  merge(
    bus.stream('lever_trade').pipe(map((push): PositionPush => ({ kind: 'trade', push }))),
    bus.stream('lever_closed').pipe(map((push): PositionPush => ({ kind: 'closed', push }))),
  );

/**
 * The contract page's one live store (book, panel terms, the pair's positions, risk) through the
 * sdk's live-data layer: lever/deal for a trader (polled every 3 s, spec §9, as the fallback of the
 * lever pushes), transaction/deal for a guest; the pair's depth topic; a re-fetch after a reconnect
 * or a sequence gap. Only the components that select a changed part render.
 */
export function useContractFeed(pair: ContractPair) {
  const { loggedIn } = useSession();
  const payload = { legal_id: pair.legalId, currency_id: pair.currencyId };
  const depth = (bus: Sdk['bus']) =>
    bus
      .watch({ channel: 'market_depth', pair: pair.symbol })
      .pipe(map((push): ContractPush => ({ kind: 'depth', push })));
  const traderModel = useMemo(
    () => leverDealModel(pair.symbol, pagePositions(pair)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pair.symbol, pair.legalId, pair.currencyId],
  );
  const guestModel = useMemo(() => guestDealModel(pair.symbol), [pair.symbol]);
  const trader = useLiveStore({
    ...traderModel,
    endpoint: leverApi.deal,
    payload,
    requiresLogin: true,
    pollMs: POLL_MS.leverPositions,
    pushes: (bus) => merge(depth(bus), leverPushes(bus)),
    minIntervalMs: LIVE_FLUSH_MS,
  });
  const guest = useLiveStore({
    ...guestModel,
    endpoint: marketApi.deal,
    payload,
    enabled: !loggedIn,
    pushes: depth,
    minIntervalMs: LIVE_FLUSH_MS,
  });
  return loggedIn ? trader : guest;
}
