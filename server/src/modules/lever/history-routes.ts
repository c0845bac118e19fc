import { LEVER_PAGE_SIZE, leverApi, type LeverHistoryFill } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { add } from '../../money';
import type { LeverEngine } from './engine';
import { positionPage, type PositionRow } from './positions';
import { contractValue } from './risk';
import type { LeverPairs } from './route-pairs';

/** The caller's positions and their history: lever/my_trade and lever/dealall. */
export function registerHistoryRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  engine: LeverEngine,
  { termsOf, pairFilter, defaultLegal }: LeverPairs,
): void {
  registerEndpoint(app, ctx, leverApi.myTrade, async ({ input, me }) => {
    const pairIds = pairFilter(input);
    const { rows, total } = await positionPage(
      ctx.db,
      { userId: me.id, statuses: [input.status], pairIds },
      input.page,
      LEVER_PAGE_SIZE,
    );
    const data = engine.views(rows);
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
      complete: historyFills(rows),
      page: input.page,
      limit: LEVER_PAGE_SIZE,
      total,
    };
  });
}

/** lever/dealall `complete`: each position's opening and closing fill, newest first. */
function historyFills(rows: PositionRow[]): LeverHistoryFill[] {
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
  return complete.sort((a, b) => b.time - a.time || b.id - a.id);
}
