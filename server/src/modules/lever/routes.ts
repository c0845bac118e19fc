import { LEVER_PAGE_SIZE, leverApi, type LeverHistoryFill, type LeverPosition } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext, ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { add, canonicalDecimal, isPositive } from '../../money';
import { verifyPassword } from '../account/passwords';
import { LeverBook } from './book';
import { LeverEngine, type SubmitOrder } from './engine';
import { startLeverJobs } from './jobs';
import { positionByKey, positionPage, type PositionRow } from './positions';
import { contractValue, stopError } from './risk';
import { loadTerms, type LeverTerms } from './settings';
import { seedDemoLeverFunds } from './demo';
import { verifyWithinTries } from '../../services/password-tries';
import { InFlight, keyedCall } from '../../http/idempotency-key';

/** Wrong trade passwords allowed per user in 15 minutes before lever/submit answers rate.limited. */
/** Levels per side of the lever order book in lever/deal. */
const BOOK_DEPTH = 20;

/**
 * Leveraged contracts (spec §7 "Lever trading"): see README.md beside this file for the calls,
 * failure keys, money rules and pushes.
 */
export const leverModule: ServerModule = {
  name: 'lever',
  primaryOnly: true,
  async register(app, ctx) {
    const terms = await loadTerms(ctx.db, ctx.markets.pairs.all);
    const book = new LeverBook(terms, (pairId) => ctx.pairPrices.last(pairId));
    const engine = new LeverEngine(ctx, book);
    await engine.load();
    if (ctx.config.demoFunds) await seedDemoLeverFunds(ctx);
    startLeverJobs(ctx, engine);
    registerRoutes(app, ctx, engine);
  },
};

function registerRoutes(app: FastifyInstance, ctx: ServerContext, engine: LeverEngine) {
  const inFlight = new InFlight<PositionRow>();
  const termsOf = (currencyId: number, legalId: number): LeverTerms => {
    const pair = ctx.markets.pairs.byCurrencies(currencyId, legalId);
    const terms = pair && engine.book.terms.get(pair.id);
    if (!terms) throw new ApiError('lever.pairClosed');
    return terms;
  };
  const pairFilter = (input: { currency_id?: number; legal_id?: number }): number[] | undefined =>
    input.currency_id !== undefined && input.legal_id !== undefined
      ? [termsOf(input.currency_id, input.legal_id).pair.id]
      : undefined;
  const defaultLegal = (): number => [...engine.book.terms.values()][0]?.pair.legalId ?? 1;
  const views = (rows: PositionRow[]): LeverPosition[] => engine.views(rows);

  registerEndpoint(app, ctx, leverApi.deal, async ({ input, me }) => {
    const terms = termsOf(input.currency_id, input.legal_id);
    const { pair } = terms;
    const market = ctx.markets.market(pair.id);
    const snap = market?.book.snapshot(BOOK_DEPTH) ?? { bids: [], asks: [], seq: 0 };
    const level = ([p, q]: [number, number]) => ({
      price: pair.scale.price.fromUnits(p),
      number: pair.scale.amount.fromUnits(q),
    });
    const { rows } = await positionPage(
      ctx.db,
      { userId: me.id, statuses: [0, 1], pairIds: [pair.id] },
      1,
      LEVER_PAGE_SIZE,
    );
    const wallet = await ctx.db.query<{ free: string; locked: string }>(
      `SELECT lever_balance::text AS free, lock_lever_balance::text AS locked FROM wallets WHERE user_id = $1 AND currency_id = $2`,
      [me.id, pair.legalId],
    );
    const free = canonicalDecimal(wallet.rows[0]?.free ?? '0');
    const risk = engine.riskOf(me.id, pair.legalId);
    return {
      last_price: engine.book.priceOf(pair.id),
      multiple: { muit: terms.multiples, share: terms.presets },
      user_lever: free,
      all_levers: add(free, canonicalDecimal(wallet.rows[0]?.locked ?? '0')),
      lever_share_limit: { min: terms.shareMin, max: terms.shareMax },
      lever_transaction: { in: snap.bids.map(level), out: snap.asks.map(level) },
      my_transaction: views(rows),
      symbol: pair.symbol,
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
      legal_name: pair.legalName,
      currency_name: pair.currencyName,
      seq: snap.seq,
      lever_share_num: pair.leverShareNum,
      lever_trade_fee: pair.leverTradeFee,
      spread: pair.spread,
      sell_status: pair.sellStatus,
      maintenance_rate: terms.maintenance,
      overnight_rate: terms.overnight,
      price_tick: pair.priceTick,
      ...risk,
    };
  });

  const submit = keyedCall(leverApi.submit, {
    bad: 'lever.badIdempotencyKey',
    conflict: 'lever.idempotencyConflict',
  });
  registerEndpoint(app, ctx, submit, async ({ input, me, keyed }) => {
    const terms = termsOf(input.currency_id, input.legal_id);
    const { pair } = terms;
    if (!terms.multiples.includes(input.multiple)) throw new ApiError('lever.badMultiple');
    const limit = input.status === 0;
    if (limit) {
      if (!isPositive(input.target_price)) throw new ApiError('lever.enterPrice');
      if (pair.scale.price.toUnits(input.target_price) === undefined) throw new ApiError('lever.priceStep');
    }
    if (input.share < terms.shareMin) throw new ApiError('lever.noless', 'error', { min: terms.shareMin });
    if (terms.shareMax > 0 && input.share > terms.shareMax)
      throw new ApiError('lever.nomore', 'error', { max: terms.shareMax });
    if (input.type === 2 && pair.sellStatus !== 1) throw new ApiError('lever.shortForbidden');
    await checkTradePassword(ctx, me.id, input.password);

    const order: SubmitOrder = {
      terms,
      side: input.type,
      mode: limit ? 0 : 1,
      multiple: input.multiple,
      share: input.share,
      target: limit ? input.target_price : '0',
      keyed,
    };
    const row = await inFlight.run(me.id, keyed, async () => {
      const existing = keyed && (await positionByKey(ctx.db, me.id, keyed));
      return existing || engine.submit(me.id, order);
    });
    return engine.view(row);
  });

  registerEndpoint(app, ctx, leverApi.close, async ({ input, me }) =>
    engine.view(await engine.close(me.id, input.id)),
  );

  registerEndpoint(app, ctx, leverApi.cancel, async ({ input, me }) =>
    engine.view(await engine.cancel(me.id, input.id)),
  );

  registerEndpoint(app, ctx, leverApi.setstop, async ({ input, me }) => {
    const row = await engine.setStop(
      me.id,
      input.id,
      input.target_profit_price,
      input.stop_loss_price,
      (position) => {
        const tick = engine.terms(position.pairId).pair.scale.price;
        for (const stop of [input.target_profit_price, input.stop_loss_price]) {
          if (tick.toUnits(stop) === undefined) throw new ApiError('lever.priceStep');
        }
        const error = stopError(
          position.side,
          position.openPrice,
          input.target_profit_price,
          input.stop_loss_price,
        );
        if (error) throw new ApiError(error);
      },
    );
    return engine.view(row);
  });

  registerEndpoint(app, ctx, leverApi.batchClose, async ({ input, me }) => {
    const sides = input.type === 0 ? [1, 2] : [input.type];
    const closed = await engine.batchClose(me.id, sides, pairFilter(input));
    return { closed: closed.map((r) => r.id), positions: views(closed) };
  });

  registerEndpoint(app, ctx, leverApi.myTrade, async ({ input, me }) => {
    const pairIds = pairFilter(input);
    const { rows, total } = await positionPage(
      ctx.db,
      { userId: me.id, statuses: [input.status], pairIds },
      input.page,
      LEVER_PAGE_SIZE,
    );
    const data = views(rows);
    const page = { data, page: input.page, limit: LEVER_PAGE_SIZE, total };
    const legalId = pairIds ? engine.terms(pairIds[0]!).pair.legalId : defaultLegal();
    const profits = data.filter((p) => p.status === 1).reduce((sum, p) => add(sum, p.profits), '0');
    return { message: page, order: page, profits, ...engine.riskOf(me.id, legalId) };
  });

  registerEndpoint(app, ctx, leverApi.dealall, async ({ input, me }) => {
    const { pair } = termsOf(input.currency_id, input.legal_id);
    const { rows, total } = await positionPage(
      ctx.db,
      { userId: me.id, pairIds: [pair.id] },
      input.page,
      LEVER_PAGE_SIZE,
    );
    const complete: LeverHistoryFill[] = [];
    for (const r of rows) {
      if (r.closedAt > 0 && r.status === 3) {
        complete.push({
          id: r.id,
          time: r.closedAt,
          number: r.qty,
          price: r.closePrice,
          in_fee: '0',
          out_fee: r.overnight,
          type: 'out',
          side: r.side,
        });
      }
      if (r.openedAt > 0) {
        complete.push({
          id: r.id,
          time: r.openedAt,
          number: r.qty,
          price: r.openPrice,
          in_fee: r.fee,
          out_fee: '0',
          type: 'in',
          side: r.side,
        });
      }
    }
    return {
      orders: rows.map((r) => ({
        id: r.id,
        create_time: r.createdAt,
        currency_name: pair.currencyName,
        legal_name: pair.legalName,
        total_number: r.share,
        price: r.openPrice,
        complete_number: r.openedAt > 0 ? r.share : 0,
        number: r.qty,
        total_money: contractValue(r.openPrice, r.qty),
        type: r.side,
        status: r.status,
      })),
      complete: complete.sort((a, b) => b.time - a.time || b.id - a.id),
      page: input.page,
      limit: LEVER_PAGE_SIZE,
      total,
    };
  });
}

/** §7 lever/submit `password`: none bound answers 'not' (the §8 bind flow), then empty, then wrong. */
async function checkTradePassword(ctx: ServerContext, userId: number, password: string): Promise<void> {
  const { rows } = await ctx.db.query<{ hash: string | null }>(
    `SELECT trade_password_hash AS hash FROM users WHERE id = $1`,
    [userId],
  );
  const hash = rows[0]?.hash;
  if (!hash) throw new ApiError('lever.noTradePassword', 'not');
  if (!password) throw new ApiError('trade.enterPsw');
  const right = await verifyWithinTries(ctx.limiter, `lever-password:${userId}`, () =>
    verifyPassword(password, hash),
  );
  if (!right) throw new ApiError('trade.pswWrong');
}
