import { getInAddress, getInfo, getUdunAddress, MakeWallet, type WalletInfo } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { canonicalDecimal } from '../../money';
import { withdrawAddressesOf } from './payment-store';
import { chainsOf, currencyOf, pickChain, toChainOption, type ChainRow, type CurrencyRow } from './chains';
import { depositAddress } from './deposit-addresses';

/** Chains of a currency open to deposits (is_charge 1, spec §6 `asset.noopen`). */
async function depositChains(ctx: ServerContext, currency: CurrencyRow): Promise<ChainRow[]> {
  if (currency.is_charge !== 1) throw new ApiError('wallet.noDeposit');
  const chains = await chainsOf(ctx.db, currency.id);
  if (chains.length === 0) throw new ApiError('wallet.noDeposit');
  return chains;
}

/** wallet/get_info, get_in_address and get_udun_address (spec §3 Wallet info, Deposit addresses). */
export function registerInfoRoutes(app: FastifyInstance, ctx: ServerContext, now: () => number): void {
  registerEndpoint(app, ctx, getInfo, async ({ me, input }) => {
    const currency = await currencyOf(ctx.db, input.currency);
    const chains = await chainsOf(ctx.db, currency.id);
    const { rows } = await ctx.db.query<{
      change_balance: string;
      lock_change_balance: string;
      legal_balance: string;
      extension_code: string;
      has_trade_password: boolean;
    }>(
      `SELECT coalesce(w.change_balance, 0)::text AS change_balance,
              coalesce(w.lock_change_balance, 0)::text AS lock_change_balance,
              coalesce(w.legal_balance, 0)::text AS legal_balance, u.extension_code,
              u.trade_password_hash IS NOT NULL AS has_trade_password
         FROM users u LEFT JOIN wallets w ON w.user_id = u.id AND w.currency_id = $2 WHERE u.id = $1`,
      [me.id, currency.id],
    );
    const user = rows[0];
    if (!user) throw new ApiError('session.expired', 999);
    const saved = await withdrawAddressesOf(ctx.db, me.id, currency.id);
    const main = chains.find((c) => c.isDefault) ?? chains[0];
    const info: WalletInfo = {
      currency: currency.id,
      name: currency.name,
      change_balance: canonicalDecimal(user.change_balance),
      lock_change_balance: canonicalDecimal(user.lock_change_balance),
      legal_balance: canonicalDecimal(user.legal_balance),
      wallet_data: saved.map((a) => ({
        currency: a.currency_id,
        label: a.currency_name,
        address: a.address,
      })),
      make_wallet: currency.is_show_memo === 1 ? MakeWallet.memo : MakeWallet.address,
      multi_protocol: chains.length > 1 ? 1 : 0,
      type_data: chains.map(toChainOption),
      contract_address: main?.contractAddress ?? '',
      min_number: main?.minWithdraw ?? '0',
      rate: main?.withdrawFee ?? '0',
      extension_code: user.extension_code,
      is_charge: currency.is_charge,
      has_trade_password: user.has_trade_password,
    };
    return info;
  });

  registerEndpoint(app, ctx, getInAddress, async ({ me, input }) => {
    const chains = await depositChains(ctx, await currencyOf(ctx.db, input.currency));
    if (input.type !== undefined || chains.length === 1) {
      return (await depositAddress(ctx.db, me.id, pickChain(chains, input.type), now())).address;
    }
    const all: Record<string, string> = {};
    for (const chain of chains)
      all[chain.chain] = (await depositAddress(ctx.db, me.id, chain, now())).address;
    return all;
  });

  registerEndpoint(app, ctx, getUdunAddress, async ({ me, input }) => {
    const chains = await depositChains(ctx, await currencyOf(ctx.db, input.currency));
    const chain = pickChain(chains, input.type);
    const { address, memo } = await depositAddress(ctx.db, me.id, chain, now());
    return {
      currency: chain.currencyId,
      type: chain.chain,
      name: chain.name,
      address,
      memo,
      min_number: chain.minWithdraw,
      confirmations: chain.confirmations,
    };
  });
}
