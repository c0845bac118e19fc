import {
  marketApi,
  walletList,
  type CurrentMarket,
  type DaymarketPush,
  type DealInfo,
  type MarketDepthPush,
  type QuotationGroup,
  type TradeTick,
  type WalletBalancePush,
  type WalletListResponse,
} from '@exchange/protocol';
import { filter, map } from 'rxjs';
import { POLL_MS } from '../format/intervals';
import { useSession } from '../react/hooks';
import { mergeBalancePushes } from './balances';
import { applyDaymarket } from './board';
import type { FrameTiming } from './frame-scheduler';
import { bookFromSnapshot, depthNewerThan, mergeDepthPushes, type BookState } from './order-book';
import { useSharedLive, type SharedLiveData } from './shared-live';
import { addTrades, fillsFromSnapshot, type Fill } from './trades';

/**
 * The ready hooks of the realtime channels (spec §7 topics): one per channel, each shared by key
 * between every component that shows it (see shared-live.ts). A screen never assembles a channel by
 * hand from a snapshot call and `bus.watch`.
 */

/** A pair as the market calls and topics name it. */
export interface MarketPair {
  legalId: number;
  currencyId: number;
  /** `BTC/USDT`. */
  symbol: string;
}

const isPair =
  (pair: MarketPair) =>
  <P extends { legal_id: number; currency_id: number }>(push: P): boolean =>
    push.legal_id === pair.legalId && push.currency_id === pair.currencyId;

/** Every pair's quotation (`currency/quotation_new`, every 5 s) with the `board` topic's pushes. */
export function useBoard(timing?: FrameTiming): SharedLiveData<QuotationGroup[], QuotationGroup[]> {
  return useSharedLive<QuotationGroup[], DaymarketPush, QuotationGroup[]>(
    {
      key: 'board',
      fetch: (api) => api.call(marketApi.quotationNew, {}, { silent: true }),
      pushes: (bus) => bus.watch({ channel: 'board' }),
      pollMs: POLL_MS.quotation,
      fromSnapshot: (groups) => groups,
      merge: applyDaymarket,
    },
    timing,
  );
}

/** One pair's 24 h figures: `market/get_current` (1day), then its `ticker` pushes. */
export interface TickerFigures {
  last: string;
  high: string;
  low: string;
  change: string;
  volume: string;
}

export function useTicker(
  pair: MarketPair,
  timing?: FrameTiming,
): SharedLiveData<CurrentMarket, TickerFigures> {
  const [base = '', quote = ''] = pair.symbol.split('/');
  return useSharedLive<CurrentMarket, DaymarketPush, TickerFigures>(
    {
      key: `ticker:${pair.symbol}:${pair.legalId}:${pair.currencyId}`,
      fetch: (api) =>
        api.call(
          marketApi.getCurrent,
          { base_currency: base, quote_currency: quote, period: '1day' },
          { silent: true },
        ),
      pushes: (bus) => bus.watch({ channel: 'ticker', pair: pair.symbol }).pipe(filter(isPair(pair))),
      coalesce: 'latest',
      fromSnapshot: (current) => ({
        last: current.close,
        high: current.high,
        low: current.low,
        change: current.change,
        volume: current.vol,
      }),
      merge: (_figures, [push]) => ({
        last: push!.now_price,
        high: push!.high,
        low: push!.low,
        change: push!.change,
        volume: push!.volume,
      }),
    },
    timing,
  );
}

/** One pair's order book: `transaction/deal`, then its `market_depth` pushes (sequence-checked). */
export function useDepth(pair: MarketPair, timing?: FrameTiming): SharedLiveData<DealInfo, BookState> {
  return useSharedLive<DealInfo, MarketDepthPush, BookState>(
    {
      key: `depth:${pair.symbol}:${pair.legalId}:${pair.currencyId}`,
      fetch: (api) =>
        api.call(marketApi.deal, { legal_id: pair.legalId, currency_id: pair.currencyId }, { silent: true }),
      pushes: (bus) => bus.watch({ channel: 'market_depth', pair: pair.symbol }),
      fromSnapshot: (deal) => bookFromSnapshot(pair.symbol, deal),
      coalesce: 'latest',
      merge: mergeDepthPushes,
      newerThan: depthNewerThan,
    },
    timing,
  );
}

/** One pair's recent fills, newest first (spec §9: 20): `transaction/deal`, then its `trades` pushes. */
export function useTrades(pair: MarketPair, timing?: FrameTiming): SharedLiveData<DealInfo, Fill[]> {
  return useSharedLive<DealInfo, readonly TradeTick[], Fill[]>(
    {
      key: `trades:${pair.symbol}:${pair.legalId}:${pair.currencyId}`,
      fetch: (api) =>
        api.call(marketApi.deal, { legal_id: pair.legalId, currency_id: pair.currencyId }, { silent: true }),
      pushes: (bus) =>
        bus.watch({ channel: 'trades', pair: pair.symbol }).pipe(
          filter(isPair(pair)),
          map((push) => push.data),
        ),
      fromSnapshot: (deal) => fillsFromSnapshot(deal.complete),
      merge: (fills, batches) => addTrades(fills, batches.flat()),
    },
    timing,
  );
}

/**
 * The user's balances in every account (`wallet/list`, polled as spec §9 says) with the
 * `coin_balance` pushes; nothing while logged out (a new login reads afresh).
 */
export function useBalances(timing?: FrameTiming): SharedLiveData<WalletListResponse, WalletListResponse> {
  const { loggedIn, token } = useSession();
  return useSharedLive<WalletListResponse, WalletBalancePush, WalletListResponse>(
    {
      key: `balances:${token ?? ''}`,
      enabled: loggedIn,
      fetch: (api) => api.call(walletList, {}, { silent: true }),
      pushes: (bus) => bus.stream('coin_balance'),
      pollMs: POLL_MS.balances,
      fromSnapshot: (list) => list,
      merge: mergeBalancePushes,
    },
    timing,
  );
}
