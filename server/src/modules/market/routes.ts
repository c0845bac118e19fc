import {
  marketApi,
  TimeshareCode,
  type DealInfo,
  type Endpoint,
  type LocaleCode,
  type TimeshareBody,
} from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { CachedMarketAnswer, registerCachedRead } from './cached-answer';
import type { MarketService } from './service';
import type { Pair } from './pairs';
import { cnyOf, currentMarket, dealInfo, klineBar, quotationGroups } from './views';
import { registerLogoRoute } from './logos';
import { startMarketPushes } from './pushes';

/** Book levels per side in transaction/deal. */
const DEAL_DEPTH = 20;
/** Most bars one new_timeshar answer carries (the newest of the range). */
const MAX_BARS = 2000;

/**
 * Market data (spec §7): quotation lists, deal info, current figures, chart bars, currency detail,
 * and the realtime market pushes, over the shared market service `ctx.markets` (books, market
 * makers, klines), which `buildServer` opens and closes.
 */
export const marketModule: ServerModule = {
  name: 'market',
  // Its data calls read the books and bars; the coin logos are files any node serves.
  engineOwned: Object.values(marketApi).map((endpoint) => endpoint.path),
  register(app, ctx) {
    const stopPushes = startMarketPushes(ctx.markets, ctx.realtime, ctx.clock.now, {
      fault: ctx.faults.report,
    });
    ctx.onClose(stopPushes);
    registerRoutes(app, ctx, ctx.markets);
    registerLogoRoute(app);
  },
};

function registerRoutes(
  app: Parameters<ServerModule['register']>[0],
  ctx: ServerContext,
  market: MarketService,
) {
  const groups = (now: number, reader: LocaleCode | undefined) =>
    quotationGroups(market.pairs.all, (id) => market.market(id), now, undefined, reader);
  /** One cached answer per reader language (pair descriptions are translated), made on first ask. */
  const cached = (endpoint: Endpoint, build: (now: number, reader: LocaleCode | undefined) => unknown) => {
    const answers = new Map<LocaleCode | undefined, CachedMarketAnswer>();
    const validated = (message: unknown) => {
      if (ctx.config.validateResponses) endpoint.response.parse(message);
      return message;
    };
    const answerIn = (reader: LocaleCode | undefined): CachedMarketAnswer => {
      const known = answers.get(reader);
      if (known) return known;
      const answer = new CachedMarketAnswer(
        () => market.liveMarkets,
        (now) => validated(build(now, reader)),
      );
      answers.set(reader, answer);
      return answer;
    };
    registerCachedRead(app, endpoint, (now, reader) => answerIn(reader).get(now), ctx.clock.now);
  };

  cached(marketApi.quotationNew, groups);
  cached(marketApi.quotation, (now, reader) => ({
    coin_list: groups(now, reader).flatMap((g) => g.quotation),
  }));

  registerEndpoint(app, ctx, marketApi.deal, async ({ input }) => {
    const pair = market.pairs.byCurrencies(input.currency_id, input.legal_id);
    if (!pair) throw new ApiError('market.unknownPair');
    const live = market.market(pair.id);
    return live ? dealInfo(live, DEAL_DEPTH) : closedDeal(pair);
  });

  registerEndpoint(app, ctx, marketApi.getCurrent, async ({ input }) => {
    const pair = market.pairs.byNames(input.base_currency, input.quote_currency);
    if (!pair) throw new ApiError('market.unknownPair');
    const live = market.market(pair.id);
    if (live) return currentMarket(live, ctx.clock.now());
    return { change: '0.00', vol: '0', high: pair.seedPrice, low: pair.seedPrice, close: pair.seedPrice };
  });

  registerEndpoint(
    app,
    ctx,
    marketApi.newTimeshar,
    async ({ input }): Promise<TimeshareBody> => {
      const pair = market.pairs.bySymbolText(input.symbol);
      if (!pair) return { code: TimeshareCode.unknownSymbol, data: [], message: 'market.unknownPair' };
      if (input.to <= input.from)
        return { code: TimeshareCode.badRequest, data: [], message: 'market.badRange' };
      const bars = await market.bars(pair, input.period, input.from * 1000, input.to * 1000, MAX_BARS);
      return { code: TimeshareCode.ok, data: bars.map((b) => klineBar(pair, b)) };
    },
    {
      // The chart library reads {code, data}: a bad query is answered in that form too.
      failure: (error): TimeshareBody => ({ code: TimeshareCode.badRequest, data: [], message: error.key }),
    },
  );

  registerEndpoint(app, ctx, marketApi.currencyDetail, async ({ input }) => {
    const { rows } = await ctx.db.query<{ name: string; description: string }>(
      'SELECT name, description FROM currencies WHERE id = $1',
      [input.id],
    );
    const row = rows[0];
    if (!row) throw new ApiError('market.unknownCurrency');
    return { name: row.name, desc: row.description };
  });
}

/** A pair without spot trading has no book: its seed price and nothing else. */
function closedDeal(pair: Pair): DealInfo {
  const ticks = pair.scale.price.floorUnits(pair.seedPrice) ?? 0;
  return { last_price: pair.seedPrice, user_cny: cnyOf(pair, ticks), in: [], out: [], complete: [], seq: 0 };
}
