import { walletDetail, walletList } from '@exchange/protocol';
import type { ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { walletSettings } from './chains';
import { localValue } from './fiat';
import { walletEntry, walletList as listWallets } from './wallets';

/**
 * wallet/list and wallet/detail of the caller (the token decides whose wallet; user_id is ignored);
 * wallet/detail carries ExRate, the local value of one unit (spec §3 Contract wallet detail).
 */
export const walletModule: ServerModule = {
  name: 'wallet',
  register(app, ctx) {
    registerEndpoint(app, ctx, walletList, async ({ me }) => listWallets(ctx.db, ctx.prices, me.id));

    registerEndpoint(app, ctx, walletDetail, async ({ me, input }) => {
      const entry = await walletEntry(ctx.db, ctx.prices, me.id, input.currency);
      if (!entry) throw new ApiError('currency.notFound');
      const { local_rate } = await walletSettings(ctx.db);
      return { ...entry, ExRate: localValue(entry.usdt_price, local_rate) };
    });
  },
};
