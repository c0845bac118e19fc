import { cashInfo, cashSave, setTbdz, userCurrencyList, type UserCurrency } from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import {
  chainsOf,
  currencyOf,
  isValidAddress,
  paymentMethodsOf,
  savePaymentMethods,
  withdrawAddressesOf,
} from '../wallet';

/** Currencies a withdrawal address can be kept for: those open to deposits and withdrawals. */
async function userCurrencies(db: Queryable): Promise<UserCurrency[]> {
  const { rows } = await db.query<UserCurrency>(
    `SELECT c.id, c.name FROM currencies c
      WHERE c.is_charge = 1 AND EXISTS (SELECT 1 FROM wallet_chains w WHERE w.currency_id = c.id)
      ORDER BY c.sort, c.id`,
  );
  return rows;
}

/** An uploaded picture's name, when the URL is one of the caller's own uploads. */
async function ownUpload(ctx: ServerContext, userId: number, url: string): Promise<boolean> {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const { rows } = await ctx.db.query(`SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2`, [
    name,
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Payment settings (spec §7): user/cash_info, user/cash_save (QR pictures from /api/upload, the
 * caller's own), user/settbdz (a withdrawal address valid on one of the currency's networks) and
 * the currency list of the withdrawal-address screen.
 */
export const paymentModule: ServerModule = {
  name: 'payment',
  register(app, ctx) {
    const now = () => ctx.clock.now();

    registerEndpoint(app, ctx, cashInfo, async ({ me }) => {
      const [methods, currencies, addresses] = await Promise.all([
        paymentMethodsOf(ctx.db, me.id),
        userCurrencies(ctx.db),
        withdrawAddressesOf(ctx.db, me.id),
      ]);
      return {
        ...methods,
        currency_list: currencies,
        tb: addresses.map((a) => ({ bid: a.currency_id, address: a.address })),
      };
    });

    registerEndpoint(app, ctx, cashSave, async ({ me, input }) => {
      if (!(await ownUpload(ctx, me.id, input.wechat_qr_code))) throw new ApiError('cash.wechatQr');
      if (!(await ownUpload(ctx, me.id, input.alipay_qr_code))) throw new ApiError('cash.alipayQr');
      await savePaymentMethods(
        ctx.db,
        me.id,
        {
          real_name: input.real_name,
          bank_name: input.bank_name,
          bank_account: input.bank_account,
          bank_branch: input.bank_branch,
          alipay_account: input.alipay_account,
          wechat_account: input.wechat_account,
          wechat_nickname: input.wechat_nickname,
          wechat_collect: input.wechat_qr_code,
          alipay_collect: input.alipay_qr_code,
        },
        now(),
      );
      return 'cash.saved';
    });

    registerEndpoint(app, ctx, setTbdz, async ({ me, input }) => {
      const currency = await currencyOf(ctx.db, input.bid);
      const chains = await chainsOf(ctx.db, currency.id);
      if (!chains.some((chain) => isValidAddress(chain.chain, input.tbdz)))
        throw new ApiError('tbdz.badAddress');
      await ctx.db.query(
        `INSERT INTO withdraw_addresses (user_id, currency_id, address, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, currency_id) DO UPDATE SET address = EXCLUDED.address, updated_at = EXCLUDED.updated_at`,
        [me.id, currency.id, input.tbdz, now()],
      );
      return { bid: currency.id, address: input.tbdz };
    });

    registerEndpoint(app, ctx, userCurrencyList, async () => userCurrencies(ctx.db));
  },
};
