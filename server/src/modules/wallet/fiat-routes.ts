import { chargeReq, getRateCurrency, getRechargeSetting, jcBind, jcBindLookup } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { hashPassword } from '../../services/passwords';
import { pushRecords } from './balance-pushes';
import { rateCurrency, rechargeSetting, requestCharge } from './fiat';

/** wallet/charge_req, getRechargeSetting, getRateCurrency, and jc/bind (spec §5 Account binding). */
export function registerFiatRoutes(app: FastifyInstance, ctx: ServerContext, now: () => number): void {
  registerEndpoint(app, ctx, chargeReq, async ({ me, input }) => {
    const record = await requestCharge(
      ctx.db,
      { userId: me.id, currencyId: input.currency, amount: input.amount, account: input.account },
      now(),
    );
    await pushRecords(ctx.db, ctx.realtime, [{ userId: me.id, record }]);
    return record;
  });

  registerEndpoint(app, ctx, getRechargeSetting, async () => rechargeSetting(ctx.db, ctx.prices));

  registerEndpoint(app, ctx, getRateCurrency, async ({ me, input }) =>
    rateCurrency(ctx.db, ctx.prices, me.id, input.id),
  );

  const boundAccount = async (userId: number) => {
    const { rows } = await ctx.db.query<{ user_name: string }>(
      `SELECT user_name FROM external_bindings WHERE user_id = $1`,
      [userId],
    );
    return { user_name: rows[0]?.user_name ?? '' };
  };

  // Spec §7: GET answers the bound account; POST binds (a POST without fields still reads it).
  registerEndpoint(app, ctx, jcBindLookup, async ({ me }) => boundAccount(me.id));

  registerEndpoint(app, ctx, jcBind, async ({ me, input }) => {
    if (input.user_name !== undefined && input.password !== undefined) {
      await ctx.db.query(
        `INSERT INTO external_bindings (user_id, user_name, password_hash, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET user_name = EXCLUDED.user_name,
           password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
        [me.id, input.user_name, await hashPassword(input.password), now()],
      );
    }
    return boundAccount(me.id);
  });
}
