import { rooms, type LeverPosition } from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { canonicalDecimal, isZero } from '../../money';
import type { Decision, LeverBook } from './book';
import {
  cancelPending,
  chargeOneDay,
  closePosition,
  openPending,
  ownedPosition,
  placeOrder,
  updateStops,
  type CloseReason,
  type Committed,
  type OperationDeps,
  type SubmitOrder,
} from './operations';
import { livePositions, positionById, type PositionRow } from './positions';
import { LeverPushes, positionViews, riskFigures } from './pushes';
import type { LeverTerms } from './settings';

export { LEVER_POOL, readFree } from './ledger-legs';
export type { CloseReason, SubmitOrder } from './operations';

/**
 * The lever engine: carries out orders, closes, stops and liquidations (the database transactions of
 * operations.ts) one at a time, in order, keeps the book (book.ts) in step with what committed, and
 * pushes lever_trade / lever_closed and the balances to the owner after each commit (pushes.ts).
 */
export class LeverEngine {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly deps: OperationDeps;
  private readonly pushes: LeverPushes;

  constructor(
    private readonly ctx: ServerContext,
    readonly book: LeverBook,
  ) {
    const terms = (pairId: number) => this.terms(pairId);
    this.deps = { ctx, terms };
    this.pushes = new LeverPushes(ctx, book, terms);
  }

  /** Loads every pending and open position and the accounts' balances, and arms the triggers. */
  async load(): Promise<void> {
    for (const row of await livePositions(this.ctx.db)) this.book.put(row);
    await this.refreshAccounts();
  }

  /** Runs `task` after every earlier engine task (one writer: no two closes of one position). */
  serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  terms(pairId: number): LeverTerms {
    const terms = this.book.terms.get(pairId);
    if (!terms) throw new ApiError('lever.pairClosed');
    return terms;
  }

  view(row: PositionRow): LeverPosition {
    return this.views([row])[0]!;
  }

  /** Views of several positions (each account's risk worked out once). */
  views(rows: PositionRow[]): LeverPosition[] {
    return positionViews(this.book, (pairId) => this.terms(pairId), rows);
  }

  /** hazard_rate and profits_total of the user's account in `legalId`. */
  riskOf(userId: number, legalId: number): { hazard_rate: string; profits_total: string } {
    return riskFigures(this.book.risk(this.book.account(userId, legalId)));
  }

  // ------------------------------------------------------------------ orders

  submit(userId: number, order: SubmitOrder): Promise<PositionRow> {
    return this.serial(async () => {
      const { pair } = order.terms;
      const market = this.book.priceOf(pair.id);
      if (isZero(market)) throw new ApiError('lever.noPrice');
      const { id, free } = await placeOrder(this.deps, userId, order, market);
      const row = (await positionById(this.ctx.db, id))!;
      this.afterCommit({ row, free }, [row], []);
      return row;
    });
  }

  cancel(userId: number, id: number): Promise<PositionRow> {
    return this.serial(async () => {
      const done = await cancelPending(this.deps, userId, id);
      this.afterCommit(done, [], [done.row]);
      return done.row;
    });
  }

  setStop(
    userId: number,
    id: number,
    stopProfit: string,
    stopLoss: string,
    check: (row: PositionRow) => void,
  ): Promise<PositionRow> {
    return this.serial(async () => {
      const row = await updateStops(this.deps, userId, id, stopProfit, stopLoss, check);
      const legalId = this.terms(row.pairId).pair.legalId;
      this.afterCommit({ row, free: this.book.account(userId, legalId).free }, [row], [], false);
      return row;
    });
  }

  close(userId: number, id: number): Promise<PositionRow> {
    return this.serial(async () => {
      const row = await ownedPosition(this.ctx, this.ctx.db, userId, id);
      if (row.status !== 1) throw new ApiError('lever.notOpen');
      const closed = await this.closeNow(id, 'user');
      if (!closed) throw new ApiError('lever.notOpen');
      return closed;
    });
  }

  /** Closes the user's open positions of the given sides (and pairs), one after another. */
  batchClose(userId: number, sides: number[], pairIds?: number[]): Promise<PositionRow[]> {
    return this.serial(async () => {
      const ids = [...this.book.live.values()]
        .filter((p) => p.userId === userId && p.status === 1 && sides.includes(p.side))
        .filter((p) => !pairIds || pairIds.includes(p.pairId))
        .map((p) => p.id);
      const closed: PositionRow[] = [];
      for (const id of ids) {
        const row = await this.closeNow(id, 'batch');
        if (row) closed.push(row);
      }
      return closed;
    });
  }

  /** Closes an open position at the market now (inside the serial chain). */
  private async closeNow(id: number, reason: CloseReason): Promise<PositionRow | undefined> {
    const done = await closePosition(this.deps, id, reason, (pairId) => this.book.priceOf(pairId));
    if (!done) return undefined;
    this.afterCommit(done, [], [done.row]);
    return done.row;
  }

  /** Closes the account's positions, worst profit first, until its risk rate is back above maintenance. */
  private async liquidate(userId: number, legalId: number): Promise<void> {
    const account = this.book.account(userId, legalId);
    while (this.book.isBelowMaintenance(account)) {
      const worst = this.book.worstOpen(account);
      if (!worst || !(await this.closeNow(worst.id, 'liquidation'))) return;
    }
  }

  // ------------------------------------------------------------------ marks

  /** The mark-to-market step of a pair at its current price; carries out what it decided. */
  markPair(pairId: number, ticks: number): Promise<void> {
    const decisions = this.book.markPass(pairId, ticks);
    if (decisions.length === 0) return Promise.resolve();
    return this.serial(() => this.carryOut(decisions));
  }

  private async carryOut(decisions: Decision[]): Promise<void> {
    for (const d of decisions) {
      try {
        if (d.kind === 'open') {
          const done = await openPending(this.deps, d.id);
          if (done) this.afterCommit(done, [done.row], []);
        } else if (d.kind === 'close') await this.closeNow(d.id, d.reason);
        else await this.liquidate(d.userId, d.legalId);
      } catch (error) {
        this.ctx.log.error({ err: error, decision: d }, 'lever: carrying out a mark decision failed');
      }
    }
  }

  /**
   * Re-reads every account's balance, re-arms its liquidation levels (other pairs and transfers
   * move them) and liquidates what is below maintenance. Periodic, and at start.
   */
  refreshAccounts(): Promise<void> {
    return this.serial(async () => {
      const accounts = this.book.accountList.filter((a) => a.ids.size > 0);
      if (accounts.length === 0) return;
      const { rows } = await this.ctx.db.query<{ user_id: number; currency_id: number; free: string }>(
        `SELECT user_id, currency_id, lever_balance::text AS free FROM wallets WHERE user_id = ANY($1::int[])`,
        [accounts.map((a) => a.userId)],
      );
      const free = new Map(rows.map((r) => [`${r.user_id}:${r.currency_id}`, canonicalDecimal(r.free)]));
      for (const account of accounts) {
        account.free = free.get(`${account.userId}:${account.legalId}`) ?? '0';
        this.book.rearm(account);
        if (this.book.isBelowMaintenance(account)) await this.liquidate(account.userId, account.legalId);
      }
    });
  }

  /** Charges one day's overnight fee to every position open for another full day (free balance first, then margin). */
  chargeOvernight(dayMs: number): Promise<void> {
    return this.serial(async () => {
      const now = this.ctx.clock.now();
      for (const p of [...this.book.live.values()]) {
        if (p.status !== 1) continue;
        const terms = this.terms(p.pairId);
        while (p.openedAt + (p.overnightDays + 1) * dayMs <= now) {
          const done = await chargeOneDay(this.deps, p.id, terms, dayMs, now);
          if (!done) break;
          this.afterCommit(done, [done.row], []);
          Object.assign(p, done.row);
        }
      }
    });
  }

  // ------------------------------------------------------------------ pushes

  /** Pushes lever_trade with the user's open and pending positions and risk (the periodic profit update). */
  pushPositions(userId: number, legalId: number): void {
    this.pushes.positions(this.book.account(userId, legalId));
  }

  isOnline(userId: number): boolean {
    return this.ctx.realtime.roomSize(rooms.user(userId)) > 0;
  }

  /** Puts what committed into the book (balance, rows, liquidation levels), then tells the owner. */
  private afterCommit(done: Committed, changed: PositionRow[], closed: PositionRow[], balances = true): void {
    const { userId, pairId } = done.row;
    const account = this.book.account(userId, this.terms(pairId).pair.legalId);
    account.free = done.free;
    for (const row of [...changed, ...closed]) this.book.put(row);
    this.book.rearm(account);
    this.pushes.committed(account, changed, closed, balances);
  }
}
