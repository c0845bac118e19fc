import type { Chain, WalletRecord } from '@exchange/protocol';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { makeAddress } from './addresses';
import { chainsOf, pickChain } from './chains';
import { depositAddress, ownerOfAddress } from './deposit-addresses';
import { applyLedger } from '../../services/ledger';
import { recordById } from './record-views';
import type { Touched } from './balance-pushes';

/** House account deposits enter through (it goes negative by what users brought in). */
export const DEPOSIT_HOUSE = 'deposits';
/** A confirming deposit gains required/STEPS confirmations per tick: credited within STEPS ticks. */
export const CONFIRMATION_STEPS = 4;

export interface SimulatedDeposit {
  address: string;
  memo?: string;
  amount: string;
}

/**
 * The deposit simulator (there is no chain here): records a deposit of `amount` to a deposit
 * address, from a made-up sender of the same network, with 0 of its network's confirmations.
 * `advanceDeposits` confirms and credits it over the next ticks.
 */
export async function simulateDeposit(
  db: Queryable,
  deposit: SimulatedDeposit,
  now: number,
): Promise<WalletRecord> {
  const owner = await ownerOfAddress(db, deposit.address, deposit.memo ?? '');
  if (!owner) throw new ApiError('operator.unknownAddress');
  const chain = pickChain(await chainsOf(db, owner.currencyId), owner.chain);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO wallet_records (user_id, currency_id, way, channel, account, amount, external, internal, memo,
       status, confirmations, required_confirmations, created_at, updated_at)
     VALUES ($1, $2, 'buy', $3, 'change', $4::numeric, $5, $6, $7, 'confirming', 0, $8, $9, $9) RETURNING id::text`,
    [
      owner.userId,
      owner.currencyId,
      chain.chain,
      deposit.amount,
      makeAddress(chain.chain),
      deposit.address,
      deposit.memo ?? '',
      chain.confirmations,
      now,
    ],
  );
  const record = await recordById(db, Number(rows[0]?.id));
  if (!record) throw new Error('deposit not stored');
  return record;
}

/** A deposit to the user's own address of a currency and network (the default one without `chain`). */
export async function simulateDepositToUser(
  db: Queryable,
  userId: number,
  currencyId: number,
  amount: string,
  chainKey: Chain | undefined,
  now: number,
): Promise<WalletRecord> {
  const chain = pickChain(await chainsOf(db, currencyId), chainKey);
  const { address, memo } = await depositAddress(db, userId, chain, now);
  return simulateDeposit(db, { address, memo, amount }, now);
}

/**
 * One tick of the simulated chains: every confirming deposit gains confirmations; one that reaches
 * its network's count is credited to the owner's currency account in the same transaction (never
 * twice: the status change is the guard). Returns the balances and the records that changed.
 */
export async function advanceDeposits(
  db: Database,
  now: number,
): Promise<{ touched: Touched[]; changed: Array<{ userId: number; record: number }> }> {
  const { rows } = await db.query<{ id: string; user_id: number; confirmations: number; required: number }>(
    `SELECT id::text, user_id, confirmations, required_confirmations AS required FROM wallet_records
      WHERE status = 'confirming' ORDER BY id LIMIT 500`,
  );
  const touched: Touched[] = [];
  const changed: Array<{ userId: number; record: number }> = [];
  for (const row of rows) {
    changed.push({ userId: row.user_id, record: Number(row.id) });
    const next = Math.min(row.required, row.confirmations + Math.ceil(row.required / CONFIRMATION_STEPS));
    if (next < row.required) {
      await db.query(
        `UPDATE wallet_records SET confirmations = $2, updated_at = $3 WHERE id = $1 AND status = 'confirming'`,
        [row.id, next, now],
      );
      continue;
    }
    const credited = await db.transaction(async (tx) => {
      const { rows: done } = await tx.query<{ user_id: number; currency_id: number; amount: string }>(
        `UPDATE wallet_records SET confirmations = required_confirmations, status = 'credited', updated_at = $2
          WHERE id = $1 AND status = 'confirming' RETURNING user_id, currency_id, amount::text`,
        [row.id, now],
      );
      const deposit = done[0];
      if (!deposit) return null;
      const ref = `deposit:${row.id}`;
      await applyLedger(tx, [
        {
          house: DEPOSIT_HOUSE,
          currencyId: deposit.currency_id,
          amount: `-${deposit.amount}`,
          reason: 'deposit',
          ref,
        },
        {
          userId: deposit.user_id,
          currencyId: deposit.currency_id,
          field: 'change_balance',
          amount: deposit.amount,
          reason: 'deposit',
          ref,
        },
      ]);
      return { userId: deposit.user_id, currencyId: deposit.currency_id };
    });
    if (credited) touched.push(credited);
  }
  return { touched, changed };
}
