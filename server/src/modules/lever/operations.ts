import type { KeyedRequest } from '../../services/idempotency-key';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { add, compare, isZero, negate, sub } from '../../money';
import type { LedgerEntry } from '../../services/ledger';
import { applyLeverLedger, LEVER_POOL, readFree, walletLeg as wallet } from './ledger-legs';
import { insertPosition, positionById, type PositionRow } from './positions';
import {
  closeSettlement,
  contractNumber,
  contractValue,
  feeOf,
  marginOf,
  openPrice,
  profitOf,
  type Side,
} from './risk';
import type { LeverTerms } from './settings';

/*
 * The lever operations' database transactions: the ledger legs and the lever_positions row of each,
 * nothing else. The engine (engine.ts) runs them one at a time and updates its book and the owner
 * with what committed.
 */

export interface SubmitOrder {
  terms: LeverTerms;
  side: Side;
  /** 1 standard, 0 limit. */
  mode: 0 | 1;
  multiple: number;
  share: number;
  /** Limit price (mode 0). */
  target: string;
  /** The request's Idempotency-Key and fingerprint, kept with the position. */
  keyed: KeyedRequest | undefined;
}

export type CloseReason = 'user' | 'batch' | 'stop_profit' | 'stop_loss' | 'liquidation';

/** What a transaction committed: the position as it now is and the owner's free balance after it. */
export interface Committed {
  row: PositionRow;
  free: string;
}

export interface OperationDeps {
  ctx: ServerContext;
  terms(pairId: number): LeverTerms;
}

/** Places an order at `market` (the pair's current price): opened at once, or pending (limit). */
export async function placeOrder(
  { ctx }: OperationDeps,
  userId: number,
  order: SubmitOrder,
  market: string,
): Promise<{ id: number; free: string }> {
  const { pair } = order.terms;
  const limit = order.mode === 0;
  const open = openPrice(limit ? order.target : market, order.side, pair.spread, pair.scale.price);
  const qty = contractNumber(order.share, pair.leverShareNum);
  const value = contractValue(open, qty);
  const margin = marginOf(value, order.multiple);
  const fee = feeOf(value, pair.leverTradeFee);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
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
      key: order.keyed?.key ?? null,
      fingerprint: order.keyed?.fingerprint ?? null,
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
    await applyLeverLedger(ctx.ledger, tx, entries);
    return { id, free: await readFree(tx, userId, pair.legalId) };
  });
}

/** Opens a pending limit order whose price was reached: the frozen fee goes to the house. */
export async function openPending({ ctx, terms }: OperationDeps, id: number): Promise<Committed | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await positionById(tx, id, true);
    if (!row || row.status !== 0) return undefined;
    const { pair } = terms(row.pairId);
    if (!isZero(row.fee)) {
      await applyLeverLedger(ctx.ledger, tx, [
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
}

/** Revokes the user's pending order: margin and fee unfrozen. */
export function cancelPending({ ctx, terms }: OperationDeps, userId: number, id: number): Promise<Committed> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownedPosition(ctx, tx, userId, id);
    if (row.status !== 0) throw new ApiError('lever.notPending');
    const { pair } = terms(row.pairId);
    const frozen = add(row.margin, row.fee);
    await applyLeverLedger(ctx.ledger, tx, [
      wallet(userId, pair.legalId, 'lock_lever_balance', negate(frozen), 'lever_unfreeze', `lever:${id}`),
      wallet(userId, pair.legalId, 'lever_balance', frozen, 'lever_unfreeze', `lever:${id}`),
    ]);
    await tx.query(`UPDATE lever_positions SET status = 4, closed_at = $2 WHERE id = $1`, [
      id,
      ctx.clock.now(),
    ]);
    return { row: (await positionById(tx, id))!, free: await readFree(tx, userId, pair.legalId) };
  });
}

/** Sets the stops of the user's pending or open position once `check` accepts them. */
export function updateStops(
  { ctx }: OperationDeps,
  userId: number,
  id: number,
  stopProfit: string,
  stopLoss: string,
  check: (row: PositionRow) => void,
): Promise<PositionRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownedPosition(ctx, tx, userId, id);
    if (row.status !== 0 && row.status !== 1) throw new ApiError('lever.notOpen');
    check(row);
    await tx.query(`UPDATE lever_positions SET stop_profit = $2, stop_loss = $3 WHERE id = $1`, [
      id,
      stopProfit,
      stopLoss,
    ]);
    return (await positionById(tx, id))!;
  });
}

/** Closes an open position at `priceOf` its pair (read once the row is locked). */
export async function closePosition(
  { ctx, terms }: OperationDeps,
  id: number,
  reason: CloseReason,
  priceOf: (pairId: number) => string,
): Promise<Committed | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await positionById(tx, id, true);
    if (!row || row.status !== 1) return undefined;
    const { pair } = terms(row.pairId);
    const price = priceOf(row.pairId);
    const free = await readFree(tx, row.userId, pair.legalId, true);
    const s = closeSettlement(row.margin, profitOf(row.side, row.openPrice, price, row.qty), free);
    const ref = `lever:${id}`;
    await applyLeverLedger(ctx.ledger, tx, [
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
}

/** Charges one day's overnight fee if another full day fell due (free balance first, then margin). */
export function chargeOneDay(
  { ctx }: OperationDeps,
  id: number,
  terms: LeverTerms,
  dayMs: number,
  now: number,
): Promise<Committed | undefined> {
  const { pair } = terms;
  return ctx.db.transaction(async (tx) => {
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
    if (!isZero(charged)) await applyLeverLedger(ctx.ledger, tx, entries);
    await tx.query(
      `UPDATE lever_positions SET overnight = overnight + $2, overnight_days = overnight_days + 1, margin = margin - $3 WHERE id = $1`,
      [id, charged, fromMargin],
    );
    return { row: (await positionById(tx, id))!, free: await readFree(tx, row.userId, pair.legalId) };
  });
}

/** The user's position (locked when read in a transaction); another user's answers lever.notFound. */
export async function ownedPosition(
  ctx: ServerContext,
  db: Queryable,
  userId: number,
  id: number,
): Promise<PositionRow> {
  const row = await positionById(db, id, db !== ctx.db);
  if (!row || row.userId !== userId) throw new ApiError('lever.notFound');
  return row;
}
