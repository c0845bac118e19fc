import {
  LeverEvent,
  type LeverClosedPush,
  type LeverPosition,
  type LeverTradePush,
} from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { pushBalances } from '../wallet';
import type { Account, AccountMarks, AccountRisk, LeverBook } from './book';
import { positionView, type PositionRow } from './positions';
import { hazardRate } from './risk';
import type { LeverTerms } from './settings';

/** hazard_rate and profits_total of an account's risk. */
export const riskFigures = (r: AccountRisk): { hazard_rate: string; profits_total: string } => ({
  hazard_rate: hazardRate(r.equity, r.usedMargin),
  profits_total: r.profits,
});

/**
 * Wire views of positions at the current prices. An account's risk (what each open position's
 * liquidation price needs) is worked out once per call, not once per position.
 */
export function positionViews(
  book: LeverBook,
  terms: (pairId: number) => LeverTerms,
  rows: PositionRow[],
  marks = new Map<Account, AccountMarks>(),
): LeverPosition[] {
  return rows.map((row) => {
    const { pair } = terms(row.pairId);
    let liquidation = '0';
    if (row.status === 1) {
      const account = book.account(row.userId, pair.legalId);
      let m = marks.get(account);
      if (!m) {
        m = book.marksOf(account);
        marks.set(account, m);
      }
      liquidation = book.liquidationPriceOf(row, m);
    }
    return positionView(row, pair, book.priceOf(row.pairId), liquidation);
  });
}

/** The owner's pushes: lever_trade, lever_closed and coin_balance. */
export class LeverPushes {
  constructor(
    private readonly ctx: ServerContext,
    private readonly book: LeverBook,
    private readonly terms: (pairId: number) => LeverTerms,
  ) {}

  /** lever_trade with the account's open and pending positions and risk (the periodic profit update). */
  positions(account: Account): void {
    const rows = [...account.ids].map((id) => this.book.live.get(id)).filter((p): p is PositionRow => !!p);
    if (rows.length === 0) return;
    const marks = this.book.marksOf(account);
    const data = positionViews(this.book, this.terms, rows, new Map([[account, marks]]));
    const push: LeverTradePush = { data, ...riskFigures(marks.risk) };
    this.ctx.realtime.toUser(account.userId, LeverEvent.trade, push);
  }

  /** After a commit: lever_trade of the changed rows, lever_closed of the closed ones, the balances. */
  committed(account: Account, changed: PositionRow[], closed: PositionRow[], balances: boolean): void {
    const { userId, legalId } = account;
    const marks = new Map([[account, this.book.marksOf(account)]]);
    const risk = riskFigures(marks.get(account)!.risk);
    if (changed.length > 0) {
      const push: LeverTradePush = { data: positionViews(this.book, this.terms, changed, marks), ...risk };
      this.ctx.realtime.toUser(userId, LeverEvent.trade, push);
    }
    if (closed.length > 0) {
      const push: LeverClosedPush = {
        ids: closed.map((r) => r.id),
        data: positionViews(this.book, this.terms, closed, marks),
        ...risk,
      };
      this.ctx.realtime.toUser(userId, LeverEvent.closed, push);
    }
    if (balances) {
      void pushBalances(this.ctx.db, this.ctx.realtime, [{ userId, currencyId: legalId }]).catch(
        (error: unknown) => this.ctx.log.warn({ err: error }, 'lever: balance push failed'),
      );
    }
  }
}
