import type { ServerContext } from '../../context';
import { demoUser } from '../../services/demo-account';

/** What the demo account finds in its micro account at first start (USDT), to try seconds trading. */
export const DEMO_MICRO_FUNDS = { currencyId: 1, amount: '1000' } as const;

/** Credits the demo user's micro account once (a ledger row `micro_demo_funds` marks it done). */
export async function creditDemoMicroFunds(ctx: ServerContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; done: boolean }>(
      `SELECT u.id, EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = u.id AND l.reason = 'micro_demo_funds') AS done
         FROM users u WHERE u.email = $1`,
      [demoUser.email],
    );
    const demo = rows[0];
    if (!demo || demo.done) return;
    const { currencyId, amount } = DEMO_MICRO_FUNDS;
    await ctx.ledger.apply(tx, [
      { house: 'issuance', currencyId, amount: `-${amount}`, reason: 'micro_demo_funds' },
      { userId: demo.id, currencyId, field: 'micro_balance', amount, reason: 'micro_demo_funds' },
    ]);
  });
}
