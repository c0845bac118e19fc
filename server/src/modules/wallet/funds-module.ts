import type { ServerContext, ServerModule } from '../../context';
import { demoUser } from '../../services/demo-account';
import { pushBalances, pushRecords } from './balance-pushes';
import { advanceDeposits, simulateDepositToUser } from './deposits';
import { registerFiatRoutes } from './fiat-routes';
import { registerInfoRoutes } from './info-routes';
import { registerOperatorRoutes } from './operator';
import { registerRecordRoutes } from './records-routes';
import { registerTransferRoutes } from './transfer-routes';
import { registerWithdrawRoutes } from './withdraw-routes';

/** What the demo account receives at first start (credited over a few seconds, like any deposit). */
export const DEMO_DEPOSIT = { currencyId: 1, amount: '500', chain: 'erc20' } as const;

/**
 * WALLET_DEPOSIT_TICK_MS: how often simulated deposits gain confirmations (default 1000 ms, so one
 * is credited within about 4 s; 0 turns the ticker off). Under jest the wall-clock ticker waits an
 * hour: tests confirm deposits with tickDeposits or ctx.clock.advance (which gives every job a turn).
 */
export function depositTickMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.WALLET_DEPOSIT_TICK_MS;
  if (value && /^\d+$/.test(value)) return Number(value);
  return env.NODE_ENV === 'test' ? 3_600_000 : 1000;
}

/** One tick of the simulated chains, with the credited balances pushed to their owners. */
export async function tickDeposits(ctx: ServerContext, now = ctx.clock.now()): Promise<void> {
  const { touched, changed } = await advanceDeposits(ctx.db, now);
  await pushBalances(ctx.db, ctx.realtime, touched);
  await pushRecords(ctx.db, ctx.realtime, changed);
}

async function depositForDemoUser(ctx: ServerContext, now: number): Promise<void> {
  const { rows } = await ctx.db.query<{ id: number; deposits: number }>(
    `SELECT u.id, (SELECT count(*)::int FROM wallet_records r WHERE r.user_id = u.id AND r.way = 'buy') AS deposits
       FROM users u WHERE u.email = $1`,
    [demoUser.email],
  );
  const demo = rows[0];
  if (!demo || demo.deposits > 0) return;
  await simulateDepositToUser(
    ctx.db,
    demo.id,
    DEMO_DEPOSIT.currencyId,
    DEMO_DEPOSIT.amount,
    DEMO_DEPOSIT.chain,
    now,
  );
}

/**
 * Deposits, withdrawals, transfers, records and the fiat account (spec §7 "Wallet" beyond
 * wallet/list and wallet/detail), the deposit simulator and the wallet operator commands.
 */
export const walletFundsModule: ServerModule = {
  name: 'wallet-funds',
  // The operator's wallet commands run where the operator's clock and other commands run.
  engineOwned: ['/operator/wallet'],
  async register(app, ctx) {
    const now = () => ctx.clock.now();
    registerInfoRoutes(app, ctx, now);
    registerWithdrawRoutes(app, ctx, now);
    registerTransferRoutes(app, ctx, now);
    registerRecordRoutes(app, ctx);
    registerFiatRoutes(app, ctx, now);
    registerOperatorRoutes(app, ctx, now);
    if (ctx.config.demoFunds) await depositForDemoUser(ctx, now());
    const tick = depositTickMs();
    if (tick > 0) ctx.every(tick, () => tickDeposits(ctx, now()));
  },
};
