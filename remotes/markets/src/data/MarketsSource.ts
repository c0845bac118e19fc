import type { Observable } from 'rxjs';
import type { MarketRow } from '../model/quotation';

/** A notice as the carousel needs it (spec §3 News item). */
export interface NoticeItem {
  id: number;
  title: string;
  update_time: string;
}

/**
 * Everything the markets pages need from the outside world, in one narrow port. The pages never see
 * the socket or the HTTP client; `createSdkMarketsSource` wires this to `@exchange/sdk`, tests pass a
 * fake. Loads resolve `undefined` on any failure: §8 says home quotation and news failures are silent.
 */
export interface MarketsSource {
  /** `currency/quotation_new`'s message (a list of groups), or undefined when the call failed. */
  fetchQuotation(): Promise<unknown>;
  /** Notices of news category 11. */
  fetchNotices(): Promise<NoticeItem[] | undefined>;
  /** Raw `daymarket` pushes. */
  readonly daymarket$: Observable<unknown>;
  /** Raw `match_trade` pushes. */
  readonly matchTrade$: Observable<unknown>;
  /** Fires after the socket reconnects: snapshots must be re-fetched. */
  readonly resync$: Observable<unknown>;
  /** The stored user id (spec §2: the banner shows a trade button when one is stored). */
  readonly userId$: Observable<number | undefined>;
  /** Stores the pair keys of spec §3/§4 for the deal centre (with the row's list position). */
  choosePair(row: MarketRow, position: { groupIndex?: number; rowIndex?: number }): void;
}
