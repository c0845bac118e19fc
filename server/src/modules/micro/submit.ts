import type { microSubmit, ParsedRequestOf } from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import type { KeyedRequest } from '../../services/idempotency-key';
import { add, compare, isZero, negate } from '../../money';
import type { LedgerEntry } from '../../services/ledger';
import { pushBalances } from '../wallet';
import { currencySetup, secondsOptions } from './offer';
import { findOrder, insertOrder, orderByKey, type StoredMicroOrder } from './orders';
import { microFee } from './outcome';

export interface SubmitDeps {
  ctx: ServerContext;
  /** The live price of a pair now (recorded into the history as the open price). */
  openPrice: (pairId: number, now: number) => string | undefined;
  /** Called after the commit with the new running order. */
  accepted: (order: StoredMicroOrder) => void;
}

type Input = ParsedRequestOf<typeof microSubmit>;

/** The stake's ledger entries: stake from the free to the locked micro balance, fee to the house. */
function stakeEntries(
  userId: number,
  currencyId: number,
  number: string,
  fee: string,
  ref: string,
): LedgerEntry[] {
  const base = { userId, currencyId, ref };
  const entries: LedgerEntry[] = [
    { ...base, field: 'micro_balance', amount: negate(number), reason: 'micro_lock' },
    { ...base, field: 'lock_micro_balance', amount: number, reason: 'micro_lock' },
  ];
  if (!isZero(fee)) {
    entries.push(
      { ...base, field: 'micro_balance', amount: negate(fee), reason: 'micro_fee' },
      { currencyId, house: 'fees', amount: fee, reason: 'micro_fee', ref },
    );
  }
  return entries;
}

/**
 * microtrade/submit: checks the pair, the currency, the amount and the duration, then in one
 * transaction locks the stake (plus the fee) from the micro balance and records the order with the
 * live price and the server time. A repeated idempotency key answers the order already placed (the
 * same key with another request is the conflict); without a key every request is another order.
 */
export async function submitOrder(
  deps: SubmitDeps,
  userId: number,
  input: Input,
  keyed: KeyedRequest | undefined,
): Promise<StoredMicroOrder> {
  const { ctx } = deps;
  const pair = ctx.markets.pairs.get(input.match_id);
  if (!pair) throw new ApiError('micro.unknownPair');
  if (pair.openMicrotrade !== 1 || pair.isDisplay !== 1) throw new ApiError('micro.pairClosed');
  const setup = await currencySetup(ctx.db, input.currency_id);
  if (!setup) throw new ApiError('micro.unknownCurrency');
  if (!setup.numbers.some((n) => compare(n, input.number) === 0)) {
    throw new ApiError('micro.numberNotAllowed', 'error', { numbers: setup.numbers.join(', ') });
  }
  const option = (await secondsOptions(ctx.db)).find((o) => o.seconds === input.seconds);
  if (!option) throw new ApiError('micro.unknownSeconds');

  const now = ctx.clock.now();
  if (keyed) {
    const existing = await orderByKey(ctx.db, userId, keyed);
    if (existing) return existing;
  }
  const wanted = {
    userId,
    pairId: pair.id,
    currencyId: setup.currencyId,
    type: input.type,
    seconds: input.seconds,
    number: input.number,
  };
  const openPrice = deps.openPrice(pair.id, now);
  if (openPrice === undefined) throw new ApiError('micro.noPrice');
  const fee = microFee(input.number, setup.feePercent);
  const id = await ctx.db
    .transaction(async (tx) => {
      const created = await insertOrder(tx, {
        ...wanted,
        fee,
        profitRatio: option.profit_ratio,
        openPrice,
        createdAt: now,
        keyed,
      });
      await ctx.ledger.apply(
        tx,
        stakeEntries(userId, setup.currencyId, input.number, fee, `micro:${created}`),
      );
      return created;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.key === 'balance.insufficient') {
        throw new ApiError('micro.insufficientBalance', 'error', { needed: add(input.number, fee) });
      }
      // The same key committed by a request running beside this one: answer its order.
      if (keyed && (error as { code?: string }).code === '23505') return undefined;
      throw error;
    });
  if (id === undefined) return (await orderByKey(ctx.db, userId, keyed!))!;
  const order = (await findOrder(ctx.db, id))!;
  deps.accepted(order);
  await pushBalances(ctx.db, ctx.realtime, [{ userId, currencyId: setup.currencyId }]);
  return order;
}
