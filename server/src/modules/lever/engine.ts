import {
  LeverEvent,
  rooms,
  type LeverClosedPush,
  type LeverPosition,
  type LeverTradePush,
} from '@exchange/protocol';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { add, canonicalDecimal, compare, isZero, negate, sub } from '../../money';
import { pushBalances } from '../wallet/balance-pushes';
import type { LedgerEntry } from '../wallet/ledger';
import type { LeverBook } from './book';
import { type Account, type Decision } from './book';
import { insertPosition, livePositions, positionById, positionView, type PositionRow } from './positions';
import {
  closeSettlement,
  contractNumber,
  contractValue,
  feeOf,
  hazardRate,
  marginOf,
  openPrice,
  profitOf,
  type Side,
} from './risk';
import type { LeverTerms } from './settings';

export interface SubmitOrder {
  terms: LeverTerms;
  side: Side;
  /** 1 standard, 0 limit. */
  mode: 0 | 1;
  multiple: number;
  share: number;
  /** Limit price (mode 0). */
  target: string;
  key: string | null;
}

export type CloseReason = 'user' | 'batch' | 'stop_profit' | 'stop_loss' | 'liquidation';

/** The house account on the other side of every profit and loss. */
export const LEVER_POOL = 'lever_pool';

/**
 * The lever engine: carries out orders, closes, stops and liquidations in database transactions
 * (one at a time, in order), keeps the book (book.ts) in step with what committed, and pushes
 * lever_trade / lever_closed and the balances to the owner after each commit.
 */
export class LeverEngine {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: ServerContext,
    readonly book: LeverBook,
  ) {}

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
    const terms = this.terms(row.pairId);
    return positionView(row, terms.pair, this.book.priceOf(row.pairId), this.book.liquidationPriceOf(row));
  }

  /** hazard_rate and profits_total of the user's account in `legalId`. */
  riskOf(userId: number, legalId: number): { hazard_rate: string; profits_total: string } {
    const r = this.book.risk(this.book.account(userId, legalId));
    return { hazard_rate: hazardRate(r.equity, r.usedMargin), profits_total: r.profits };
  }

  // ------------------------------------------------------------------ orders

  submit(userId: number, order: SubmitOrder): Promise<PositionRow> {
    return this.serial(async () => {
      const { pair } = order.terms;
      const market = this.book.priceOf(pair.id);
      if (isZero(market)) throw new ApiError('lever.noPrice');
      const limit = order.mode === 0;
      const open = openPrice(limit ? order.target : market, order.side, pair.spread, pair.scale.price);
      const qty = contractNumber(order.share, pair.leverShareNum);
      const value = contractValue(open, qty);
      const margin = marginOf(value, order.multiple);
      const fee = feeOf(value, pair.leverTradeFee);
      const now = this.ctx.clock.now();
      const { id, free } = await this.ctx.db.transaction(async (tx) => {
        const free = await readFree(tx, userId, pair.legalId, true);
        if (compare(free, add(margin, fee)) < 0) throw new ApiError('lever.insufficientBalance');
        const id = await insertPosition(tx, {
          userId,
          pairId: pair.id,
          side: order.side,
          status: limit ? 0 : 1,
          mode: order.mode,
          multiple: order.multiple,
          share: order.share,
          qty,
          originPrice: market,
          targetPrice: limit ? order.target : '0',
          triggerDir: limit ? (compare(order.target, market) > 0 ? 1 : -1) : 0,
          openPrice: open,
          margin,
          fee,
          key: order.key,
          now,
        });
        const ref = `lever:${id}`;
        const entries: LedgerEntry[] = limit
          ? [
              wallet(userId, pair.legalId, 'lever_balance', negate(add(margin, fee)), 'lever_freeze', ref),
              wallet(userId, pair.legalId, 'lock_lever_balance', add(margin, fee), 'lever_freeze', ref),
            ]
          : [
              wallet(userId, pair.legalId, 'lever_balance', negate(margin), 'lever_margin', ref),
              wallet(userId, pair.legalId, 'lock_lever_balance', margin, 'lever_margin', ref),
              wallet(userId, pair.legalId, 'lever_balance', negate(fee), 'lever_fee', ref),
              { house: 'fees', currencyId: pair.legalId, amount: fee, reason: 'lever_fee', ref },
            ];
        await this.applyLedger(tx, entries);
        return { id, free: await readFree(tx, userId, pair.legalId) };
      });
      const row = (await positionById(this.ctx.db, id))!;
      this.afterCommit(userId, pair.legalId, free, [row], []);
      return row;
    });
  }

  /** Opens a pending limit order whose price was reached: the frozen fee goes to the house. */
  private async openPending(id: number): Promise<void> {
    const now = this.ctx.clock.now();
    const done = await this.ctx.db.transaction(async (tx) => {
      const row = await positionById(tx, id, true);
      if (!row || row.status !== 0) return undefined;
      const { pair } = this.terms(row.pairId);
      if (!isZero(row.fee)) {
        await this.applyLedger(tx, [
          wallet(row.userId, pair.legalId, 'lock_lever_balance', negate(row.fee), 'lever_fee', `lever:${id}`),
          {
            house: 'fees',
            currencyId: pair.legalId,
            amount: row.fee,
            reason: 'lever_fee',
            ref: `lever:${id}`,
          },
        ]);
      }
      await tx.query(`UPDATE lever_positions SET status = 1, opened_at = $2 WHERE id = $1`, [id, now]);
      return { row: (await positionById(tx, id))!, free: await readFree(tx, row.userId, pair.legalId) };
    });
    if (done)
      this.afterCommit(done.row.userId, this.terms(done.row.pairId).pair.legalId, done.free, [done.row], []);
  }

  cancel(userId: number, id: number): Promise<PositionRow> {
    return this.serial(async () => {
      const done = await this.ctx.db.transaction(async (tx) => {
        const row = await this.owned(tx, userId, id);
        if (row.status !== 0) throw new ApiError('lever.notPending');
        const { pair } = this.terms(row.pairId);
        const frozen = add(row.margin, row.fee);
        await this.applyLedger(tx, [
          wallet(userId, pair.legalId, 'lock_lever_balance', negate(frozen), 'lever_unfreeze', `lever:${id}`),
          wallet(userId, pair.legalId, 'lever_balance', frozen, 'lever_unfreeze', `lever:${id}`),
        ]);
        await tx.query(`UPDATE lever_positions SET status = 4, closed_at = $2 WHERE id = $1`, [
          id,
          this.ctx.clock.now(),
        ]);
        return { row: (await positionById(tx, id))!, free: await readFree(tx, userId, pair.legalId) };
      });
      this.afterCommit(userId, this.terms(done.row.pairId).pair.legalId, done.free, [], [done.row]);
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
      const row = await this.ctx.db.transaction(async (tx) => {
        const row = await this.owned(tx, userId, id);
        if (row.status !== 0 && row.status !== 1) throw new ApiError('lever.notOpen');
        check(row);
        await tx.query(`UPDATE lever_positions SET stop_profit = $2, stop_loss = $3 WHERE id = $1`, [
          id,
          stopProfit,
          stopLoss,
        ]);
        return (await positionById(tx, id))!;
      });
      const legalId = this.terms(row.pairId).pair.legalId;
      this.afterCommit(userId, legalId, this.book.account(userId, legalId).free, [row], [], false);
      return row;
    });
  }

  close(userId: number, id: number): Promise<PositionRow> {
    return this.serial(async () => {
      const row = await this.owned(this.ctx.db, userId, id);
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
    const now = this.ctx.clock.now();
    const done = await this.ctx.db.transaction(async (tx) => {
      const row = await positionById(tx, id, true);
      if (!row || row.status !== 1) return undefined;
      const { pair } = this.terms(row.pairId);
      const price = this.book.priceOf(row.pairId);
      const free = await readFree(tx, row.userId, pair.legalId, true);
      const s = closeSettlement(row.margin, profitOf(row.side, row.openPrice, price, row.qty), free);
      const ref = `lever:${id}`;
      await this.applyLedger(tx, [
        wallet(row.userId, pair.legalId, 'lock_lever_balance', s.lockedLeg, 'lever_release', ref),
        wallet(row.userId, pair.legalId, 'lever_balance', row.margin, 'lever_release', ref),
        wallet(
          row.userId,
          pair.legalId,
          'lever_balance',
          s.booked,
          reason === 'liquidation' ? 'lever_liquidation' : 'lever_profit',
          ref,
        ),
        { house: LEVER_POOL, currencyId: pair.legalId, amount: s.poolLeg, reason: 'lever_profit', ref },
      ]);
      await tx.query(
        `UPDATE lever_positions SET status = 3, close_price = $2, profit = $3, close_reason = $4, closed_at = $5 WHERE id = $1`,
        [id, price, s.booked, reason, now],
      );
      return { row: (await positionById(tx, id))!, free: await readFree(tx, row.userId, pair.legalId) };
    });
    if (!done) return undefined;
    this.afterCommit(done.row.userId, this.terms(done.row.pairId).pair.legalId, done.free, [], [done.row]);
    return done.row;
  }

  /** Closes the account's positions, worst profit first, until its risk rate is back above maintenance. */
  private async liquidate(userId: number, legalId: number): Promise<void> {
    const account = this.book.account(userId, legalId);
    while (this.book.isBelowMaintenance(account)) {
      const worst = this.openOf(account).sort((a, b) =>
        compare(
          profitOf(a.side, a.openPrice, this.book.priceOf(a.pairId), a.qty),
          profitOf(b.side, b.openPrice, this.book.priceOf(b.pairId), b.qty),
        ),
      )[0];
      if (!worst || !(await this.closeNow(worst.id, 'liquidation'))) return;
    }
  }

  private openOf(account: Account): PositionRow[] {
    return [...account.ids]
      .map((id) => this.book.live.get(id))
      .filter((p): p is PositionRow => p?.status === 1);
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
        if (d.kind === 'open') await this.openPending(d.id);
        else if (d.kind === 'close') await this.closeNow(d.id, d.reason);
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
          const charged = await this.chargeOneDay(p.id, terms, dayMs, now);
          if (!charged) break;
          Object.assign(p, charged);
        }
      }
    });
  }

  private async chargeOneDay(
    id: number,
    terms: LeverTerms,
    dayMs: number,
    now: number,
  ): Promise<PositionRow | undefined> {
    const { pair } = terms;
    const done = await this.ctx.db.transaction(async (tx) => {
      const row = await positionById(tx, id, true);
      if (!row || row.status !== 1 || row.openedAt + (row.overnightDays + 1) * dayMs > now) return undefined;
      const fee = feeOf(contractValue(row.openPrice, row.qty), terms.overnight);
      const free = await readFree(tx, row.userId, pair.legalId, true);
      const fromFree = compare(free, fee) >= 0 ? fee : free;
      const rest = sub(fee, fromFree);
      const fromMargin = compare(row.margin, rest) >= 0 ? rest : row.margin;
      const charged = add(fromFree, fromMargin);
      const ref = `lever:${id}`;
      const entries: LedgerEntry[] = [
        wallet(row.userId, pair.legalId, 'lever_balance', negate(fromFree), 'lever_overnight', ref),
        wallet(row.userId, pair.legalId, 'lock_lever_balance', negate(fromMargin), 'lever_overnight', ref),
        { house: 'fees', currencyId: pair.legalId, amount: charged, reason: 'lever_overnight', ref },
      ];
      if (!isZero(charged)) await this.applyLedger(tx, entries);
      await tx.query(
        `UPDATE lever_positions SET overnight = overnight + $2, overnight_days = overnight_days + 1, margin = margin - $3 WHERE id = $1`,
        [id, charged, fromMargin],
      );
      return { row: (await positionById(tx, id))!, free: await readFree(tx, row.userId, pair.legalId) };
    });
    if (!done) return undefined;
    this.afterCommit(done.row.userId, pair.legalId, done.free, [done.row], []);
    return done.row;
  }

  // ------------------------------------------------------------------ pushes

  /** Pushes lever_trade with the user's open and pending positions and risk (the periodic profit update). */
  pushPositions(userId: number, legalId: number): void {
    const account = this.book.account(userId, legalId);
    const rows = [...account.ids].map((id) => this.book.live.get(id)).filter((p): p is PositionRow => !!p);
    if (rows.length === 0) return;
    const push: LeverTradePush = { data: rows.map((r) => this.view(r)), ...this.riskOf(userId, legalId) };
    this.ctx.realtime.toUser(userId, LeverEvent.trade, push);
  }

  isOnline(userId: number): boolean {
    return this.ctx.realtime.roomSize(rooms.user(userId)) > 0;
  }

  private afterCommit(
    userId: number,
    legalId: number,
    free: string,
    changed: PositionRow[],
    closed: PositionRow[],
    balances = true,
  ): void {
    const account = this.book.account(userId, legalId);
    account.free = free;
    for (const row of [...changed, ...closed]) this.book.put(row);
    this.book.rearm(account);
    const risk = this.riskOf(userId, legalId);
    if (changed.length > 0) {
      const push: LeverTradePush = { data: changed.map((r) => this.view(r)), ...risk };
      this.ctx.realtime.toUser(userId, LeverEvent.trade, push);
    }
    if (closed.length > 0) {
      const push: LeverClosedPush = {
        ids: closed.map((r) => r.id),
        data: closed.map((r) => this.view(r)),
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

  // ------------------------------------------------------------------ helpers

  private async owned(db: Queryable, userId: number, id: number): Promise<PositionRow> {
    const row = await positionById(db, id, db !== this.ctx.db);
    if (!row || row.userId !== userId) throw new ApiError('lever.notFound');
    return row;
  }

  private async applyLedger(tx: Queryable, entries: LedgerEntry[]): Promise<void> {
    const moving = entries.filter((e) => !isZero(e.amount));
    if (moving.length === 0) return;
    try {
      await this.ctx.ledger.apply(tx, moving);
    } catch (error) {
      if (error instanceof ApiError && error.key === 'balance.insufficient')
        throw new ApiError('lever.insufficientBalance');
      throw error;
    }
  }
}

const wallet = (
  userId: number,
  currencyId: number,
  field: 'lever_balance' | 'lock_lever_balance',
  amount: string,
  reason: string,
  ref: string,
): LedgerEntry => ({ userId, currencyId, field, amount, reason, ref });

/** The user's free contract balance of a currency ("0" without a wallet row). */
export async function readFree(
  db: Queryable,
  userId: number,
  currencyId: number,
  forUpdate = false,
): Promise<string> {
  const { rows } = await db.query<{ free: string }>(
    `SELECT lever_balance::text AS free FROM wallets WHERE user_id = $1 AND currency_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, currencyId],
  );
  return canonicalDecimal(rows[0]?.free ?? '0');
}
