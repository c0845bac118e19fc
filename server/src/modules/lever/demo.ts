import type { ServerContext } from '../../context';
import { demoUser } from '../../services/demo-account';

/** What the demo user finds in its contract (lever) account at first start, in USDT. */
export const DEMO_LEVER_USDT = '10000';

/**
 * With demo funds on, the demo user can trade contracts at once: 10000 USDT of its currency
 * account move to its contract account once (a transfer through the ledger, shown in its logs).
 */
export async function seedDemoLeverFunds(ctx: ServerContext): Promise<void> {
  const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [
    demoUser.email,
  ]);
  const userId = rows[0]?.id;
  if (userId === undefined) return;
  const usdt = await ctx.db.query<{ id: number }>(`SELECT id FROM currencies WHERE name = 'USDT'`);
  const currencyId = usdt.rows[0]?.id;
  if (currencyId === undefined) return;
  await ctx.db
    .transaction(async (tx) => {
      const done = await tx.query(`SELECT 1 FROM ledger WHERE user_id = $1 AND ref = 'lever:demo' LIMIT 1`, [
        userId,
      ]);
      if (done.rows.length > 0) return;
      await ctx.ledger.apply(tx, [
        {
          userId,
          currencyId,
          field: 'change_balance',
          amount: `-${DEMO_LEVER_USDT}`,
          reason: 'transfer',
          ref: 'lever:demo',
        },
        {
          userId,
          currencyId,
          field: 'lever_balance',
          amount: DEMO_LEVER_USDT,
          reason: 'transfer',
          ref: 'lever:demo',
        },
      ]);
    })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'lever: demo contract funds not moved'));
}
