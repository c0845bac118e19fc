import { LEVER_PAGE_SIZE, leverApi } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { add, canonicalDecimal } from '../../money';
import type { LeverEngine } from './engine';
import { positionPage } from './positions';
import type { LeverPairs } from './route-pairs';

/** Levels per side of the lever order book in lever/deal. */
const BOOK_DEPTH = 20;

/** lever/deal: a pair's trading screen (terms, book, the caller's balance, open positions and risk). */
export function registerDealRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  engine: LeverEngine,
  { termsOf }: LeverPairs,
): void {
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
      my_transaction: engine.views(rows),
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
}
