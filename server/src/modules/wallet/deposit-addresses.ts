import type { Chain } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { makeAddress } from './addresses';
import type { ChainRow } from './chains';

export interface DepositAddress {
  address: string;
  memo: string;
}

/** Memo (XRP destination tag) of a user on a shared-address network: stable and unique per user. */
export const memoOf = (userId: number): string => String(100000 + userId);

/**
 * The user's deposit address of a currency on a network: made on first request, the same ever
 * after (a race between two first requests keeps the first insert). A memo network answers the
 * exchange's shared address with the user's memo.
 */
export async function depositAddress(
  db: Queryable,
  userId: number,
  chain: ChainRow,
  now: number,
): Promise<DepositAddress> {
  const find = async () =>
    (
      await db.query<DepositAddress>(
        `SELECT address, memo FROM deposit_addresses WHERE user_id = $1 AND currency_id = $2 AND chain = $3`,
        [userId, chain.currencyId, chain.chain],
      )
    ).rows[0];
  const existing = await find();
  if (existing) return existing;
  const fresh: DepositAddress = chain.sharedAddress
    ? { address: chain.sharedAddress, memo: memoOf(userId) }
    : { address: makeAddress(chain.chain), memo: '' };
  await db.query(
    `INSERT INTO deposit_addresses (user_id, currency_id, chain, address, memo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [userId, chain.currencyId, chain.chain, fresh.address, fresh.memo, now],
  );
  const stored = await find();
  if (!stored) throw new Error('deposit address not stored');
  return stored;
}

/** Who owns a deposit address (and memo, on a memo network). */
export async function ownerOfAddress(
  db: Queryable,
  address: string,
  memo: string,
): Promise<{ userId: number; currencyId: number; chain: Chain } | null> {
  const { rows } = await db.query<{ user_id: number; currency_id: number; chain: Chain }>(
    `SELECT user_id, currency_id, chain FROM deposit_addresses WHERE address = $1 AND memo = $2`,
    [address, memo],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, currencyId: row.currency_id, chain: row.chain } : null;
}
