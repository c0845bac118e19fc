import {
  AMOUNT_MAX_DECIMALS,
  BANK_CHANNEL,
  walletOut,
  type Chain,
} from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { compare, percentUp } from '../../money';
import { verifyPassword } from '../../services/passwords';
import { paymentMethodsOf } from './payment-store';
import { isValidAddress, isValidMemo } from './addresses';
import { pushBalances, pushRecords } from './balance-pushes';
import { chainsOf, currencyOf, pickChain, walletSettings, type CurrencyRow } from './chains';
import { requestWithdrawal, type WithdrawalRequest } from './withdrawals';
import { verifyWithinTries } from '../../services/password-tries';
import { keyedCall } from '../../services/idempotency-key';
import { WALLET_KEY_MESSAGES } from './key-messages';

/** Wrong trade passwords allowed per user in 15 minutes before wallet/out answers rate.limited. */

type Planned = { withdrawal: Omit<WithdrawalRequest, 'keyed'>; min: string };

/** A bank-card withdrawal of the fiat account: needs the saved card; fee = amount x bank_rate / 100. */
async function bankWithdrawal(
  ctx: ServerContext,
  userId: number,
  currency: CurrencyRow,
  amount: string,
): Promise<Planned> {
  if (currency.is_legal !== 1) throw new ApiError('wallet.noWithdraw');
  const methods = await paymentMethodsOf(ctx.db, userId);
  if (!methods.bank_account || !methods.bank_name) throw new ApiError('wallet.bankIncomplete', 997);
  const settings = await walletSettings(ctx.db);
  return {
    min: settings.bank_min,
    withdrawal: {
      userId,
      currencyId: currency.id,
      channel: BANK_CHANNEL,
      account: 'legal',
      amount,
      fee: percentUp(amount, settings.bank_rate, AMOUNT_MAX_DECIMALS),
      external: `${methods.bank_name} ${methods.bank_account}`,
      memo: '',
    },
  };
}

/** A withdrawal on a network: its address format and memo, its minimum (at least the fee) and fee. */
async function chainWithdrawal(
  ctx: ServerContext,
  userId: number,
  currency: CurrencyRow,
  input: { type?: string; address: string; memo?: string; number: string },
): Promise<Planned> {
  const chain = pickChain(await chainsOf(ctx.db, currency.id), input.type as Chain | undefined);
  const memo = input.memo ?? '';
  if (!isValidAddress(chain.chain, input.address)) throw new ApiError('wallet.badAddress');
  if (memo && !isValidMemo(chain.chain, memo)) throw new ApiError('wallet.memoInvalid');
  return {
    min: compare(chain.minWithdraw, chain.withdrawFee) > 0 ? chain.minWithdraw : chain.withdrawFee,
    withdrawal: {
      userId,
      currencyId: currency.id,
      channel: chain.chain,
      account: 'change',
      amount: input.number,
      fee: chain.withdrawFee,
      external: input.address,
      memo,
    },
  };
}

/**
 * wallet/out (spec §5 Withdraw, §8 'not'): checks, in order, the trade password being bound (else
 * type 'not'), the currency open to withdrawals, the network and address format, the memo, the
 * minimum, the trade password itself; then freezes the funds with the withdrawal under review.
 */
export function registerWithdrawRoutes(app: FastifyInstance, ctx: ServerContext, now: () => number): void {
  registerEndpoint(app, ctx, keyedCall(walletOut, WALLET_KEY_MESSAGES), async ({ me, input, keyed, ip }) => {
    const { rows } = await ctx.db.query<{ hash: string | null }>(
      `SELECT trade_password_hash AS hash FROM users WHERE id = $1`,
      [me.id],
    );
    const hash = rows[0]?.hash;
    if (!hash) throw new ApiError('wallet.noTradePassword', 'not');

    const currency = await currencyOf(ctx.db, input.currency);
    if (currency.is_charge !== 1) throw new ApiError('wallet.noWithdraw');
    const { withdrawal, min } =
      input.type === BANK_CHANNEL
        ? await bankWithdrawal(ctx, me.id, currency, input.number)
        : await chainWithdrawal(ctx, me.id, currency, input);
    if (compare(input.number, min) < 0 || compare(input.number, withdrawal.fee) <= 0) {
      throw new ApiError('wallet.belowMin', 'error', { min });
    }

    if (!input.pay_password) throw new ApiError('trade.enterPsw');
    const password = input.pay_password;
    const right = await verifyWithinTries(ctx.limiter, `trade-password:${me.id}`, () =>
      verifyPassword(password, hash),
    );
    if (!right) throw new ApiError('trade.pswWrong');
    await ctx.secondFactor.requireIfOn(me.id, input.totp_code, ip);

    const { record, created } = await requestWithdrawal(
      ctx.db,
      { ...withdrawal, keyed },
      now(),
    );
    if (created) {
      await pushBalances(ctx.db, ctx.realtime, [{ userId: me.id, currencyId: currency.id }]);
      await pushRecords(ctx.db, ctx.realtime, [{ userId: me.id, record }]);
    }
    return record;
  });
}
