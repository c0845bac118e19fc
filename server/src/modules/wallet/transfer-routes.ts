import { hzHistory, walletChange } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { keyedCall } from '../../services/idempotency-key';
import { pushBalances } from './balance-pushes';
import { transfer, transferCount, transferRows } from './transfers';
import { WALLET_KEY_MESSAGES } from './key-messages';

/** wallet/change (both payload variants) and wallet/hzhistory. */
export function registerTransferRoutes(app: FastifyInstance, ctx: ServerContext, now: () => number): void {
  registerEndpoint(app, ctx, keyedCall(walletChange, WALLET_KEY_MESSAGES), async ({ me, input, keyed }) => {
    const record = await transfer(
      ctx.db,
      {
        userId: me.id,
        currencyId: input.currency_id,
        amount: input.number,
        from: input.from_field,
        to: input.to_field,
        keyed,
      },
      now(),
    );
    await pushBalances(ctx.db, ctx.realtime, [{ userId: me.id, currencyId: input.currency_id }]);
    return record;
  });

  registerEndpoint(app, ctx, hzHistory, async ({ me, input }) => ({
    data: await transferRows(ctx.db, me.id, input.limit, (input.page - 1) * input.limit),
    page: input.page,
    limit: input.limit,
    total: await transferCount(ctx.db, me.id),
  }));
}
