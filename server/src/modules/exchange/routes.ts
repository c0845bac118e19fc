import { exchangeCurrencies, exchangeFast, exchangeList, type ExchangeRecord } from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { checkSameRequest, InFlight, keyedCall, type KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal, isPositive } from '../../money';
import { currencyOf, pushBalances, walletSettings } from '../wallet';
import type { Ledger, LedgerEntry } from '../../services/ledger';
import { USDT_ID } from '../../services/prices';
import { crossPrice, quote, type Quote } from './quote';

/** The house account that takes the paid currency and gives the received one (a desk at the live price). */
export const EXCHANGE_HOUSE = 'exchange';
const LIST_LIMIT = 100;

/**
 * Runs quick exchanges one at a time: each one moves two currencies of the house desk in opposite
 * directions, so two running together (BTC->USDT and USDT->BTC) would lock the same rows in
 * opposite orders and deadlock on Postgres. One node serves them all (README scale-out note).
 */
function serialized(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (fn) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

interface RecordRow {
  id: string;
  currency_id: number;
  currency_name: string;
  to_currency_id: number;
  to_currency_name: string;
  amount: string;
  price: string;
  get_total: string;
  fee: string;
  created_at: string;
}

async function records(db: Queryable, userId: number, id?: number): Promise<ExchangeRecord[]> {
  const { rows } = await db.query<RecordRow>(
    `SELECT e.id::text, e.currency_id, c.name AS currency_name, e.to_currency_id, t.name AS to_currency_name,
            e.amount::text, e.price::text, e.get_total::text, e.fee::text, e.created_at::text
       FROM exchange_records e JOIN currencies c ON c.id = e.currency_id JOIN currencies t ON t.id = e.to_currency_id
      WHERE e.user_id = $1 AND ($2::bigint IS NULL OR e.id = $2) ORDER BY e.id DESC LIMIT $3`,
    [userId, id ?? null, LIST_LIMIT],
  );
  return rows.map((r) => ({
    currency_name: r.currency_name,
    total_num: canonicalDecimal(r.amount),
    to_currency_name: r.to_currency_name,
    get_total: canonicalDecimal(r.get_total),
    create_time: Number(r.created_at),
    id: Number(r.id),
    currency: r.currency_id,
    to_currency: r.to_currency_id,
    price: canonicalDecimal(r.price),
    fee: canonicalDecimal(r.fee),
  }));
}

interface Exchange {
  userId: number;
  pay: number;
  to: number;
  amount: string;
  /** A retry with the same key answers the first exchange and moves nothing. */
  keyed: KeyedRequest | undefined;
}

/**
 * Records the exchange and moves both currencies through the house desk, in the caller's
 * transaction; with a key already used (the unique index decides), moves nothing and answers the
 * first exchange's id.
 */
async function fill(
  tx: Queryable,
  ledger: Ledger,
  exchange: Exchange,
  filled: Quote,
  now: number,
): Promise<number> {
  const { userId, pay, to, amount } = exchange;
  const { keyed } = exchange;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO exchange_records (user_id, currency_id, to_currency_id, amount, price, get_total, fee,
       idempotency_key, idempotency_fingerprint, created_at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7::numeric, $8, $9, $10)
     ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING id::text`,
    [
      userId,
      pay,
      to,
      amount,
      filled.price,
      filled.getTotal,
      filled.fee,
      keyed?.key ?? null,
      keyed?.fingerprint ?? null,
      now,
    ],
  );
  if (!rows[0]) return (await recordIdByKey(tx, userId, keyed!))!;
  const ref = `exchange:${rows[0].id}`;
  const entries: LedgerEntry[] = [
    { userId, currencyId: pay, field: 'change_balance', amount: `-${amount}`, reason: 'exchange', ref },
    { house: EXCHANGE_HOUSE, currencyId: pay, amount, reason: 'exchange', ref },
    { house: EXCHANGE_HOUSE, currencyId: to, amount: `-${filled.gross}`, reason: 'exchange', ref },
    { userId, currencyId: to, field: 'change_balance', amount: filled.getTotal, reason: 'exchange', ref },
  ];
  if (isPositive(filled.fee)) {
    entries.push({ house: 'fees', currencyId: to, amount: filled.fee, reason: 'exchange_fee', ref });
  }
  await ledger.apply(tx, entries);
  return Number(rows[0].id);
}

/** The exchange an earlier request with this key made, if any (the conflict if it was another request). */
async function recordIdByKey(
  db: Queryable,
  userId: number,
  keyed: KeyedRequest,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: string; fingerprint: string | null }>(
    `SELECT id::text, idempotency_fingerprint AS fingerprint FROM exchange_records
      WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, keyed.key],
  );
  if (!rows[0]) return undefined;
  checkSameRequest(keyed, rows[0].fingerprint);
  return Number(rows[0].id);
}

/** Quick exchange (spec §7): the pay-currency list with live quotes, exchange/fast and exchange/list. */
export const exchangeModule: ServerModule = {
  name: 'exchange',
  // Quick exchange quotes the engine owner's live prices.
  engineOwned: 'all',
  register(app, ctx: ServerContext) {
    const now = () => ctx.clock.now();
    const oneAtATime = serialized();
    const inFlight = new InFlight<ExchangeRecord>();

    registerEndpoint(app, ctx, exchangeCurrencies, async ({ me, input }) => {
      const to = await currencyOf(ctx.db, input.exchange ?? USDT_ID);
      const settings = await walletSettings(ctx.db);
      const { rows } = await ctx.db.query<{ id: number; name: string; balance: string }>(
        `SELECT c.id, c.name, coalesce(w.change_balance, 0)::text AS balance
           FROM currencies c LEFT JOIN wallets w ON w.currency_id = c.id AND w.user_id = $1
          WHERE c.id <> $2 ORDER BY c.sort, c.id`,
        [me.id, to.id],
      );
      const toPrice = ctx.prices.get(to.id);
      const list = rows.flatMap((row) => {
        const payPrice = ctx.prices.get(row.id);
        if (!isPositive(payPrice) || !isPositive(toPrice)) return [];
        return [
          {
            currency: row.id,
            currency_name: row.name,
            change_balance: canonicalDecimal(row.balance),
            price: crossPrice(payPrice, toPrice),
          },
        ];
      });
      return {
        to_currency: to.id,
        to_currency_name: to.name,
        fee_rate: settings.exchange_fee_rate,
        tolerance: settings.exchange_tolerance,
        list,
      };
    });

    const fast = keyedCall(exchangeFast, {
      bad: 'exchange.badIdempotencyKey',
      conflict: 'exchange.idempotencyConflict',
    });
    registerEndpoint(app, ctx, fast, async ({ me, input, keyed }) => {
      const pay = await currencyOf(ctx.db, input.currency);
      const to = await currencyOf(ctx.db, input.exchange ?? USDT_ID);
      if (pay.id === to.id) throw new ApiError('exchange.sameCurrency');
      const exchanged = { userId: me.id, pay: pay.id, to: to.id, amount: input.num, keyed };
      const fresh = async (): Promise<number> => {
        const settings = await walletSettings(ctx.db);
        const filled = quote({
          amount: input.num,
          payUsdtPrice: ctx.prices.get(pay.id),
          receiveUsdtPrice: ctx.prices.get(to.id),
          feeRate: settings.exchange_fee_rate,
          tolerance: settings.exchange_tolerance,
          quoted: input.price,
        });
        return oneAtATime(() => ctx.db.transaction((tx) => fill(tx, ctx.ledger, exchanged, filled, now())));
      };
      const exchange = async (): Promise<ExchangeRecord> => {
        // A retry answers the first exchange, even when the price has moved since, and moves nothing.
        const earlier = keyed === undefined ? undefined : await recordIdByKey(ctx.db, me.id, keyed);
        const id = earlier ?? (await fresh());
        if (earlier === undefined) {
          await pushBalances(ctx.db, ctx.realtime, [
            { userId: me.id, currencyId: pay.id },
            { userId: me.id, currencyId: to.id },
          ]);
        }
        const [record] = await records(ctx.db, me.id, id);
        if (!record) throw new Error('exchange record not stored');
        return record;
      };
      return inFlight.run(me.id, keyed, exchange);
    });

    registerEndpoint(app, ctx, exchangeList, async ({ me }) => JSON.stringify(await records(ctx.db, me.id)));
  },
};
