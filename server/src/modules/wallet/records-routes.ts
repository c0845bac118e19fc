import { accountList, legalLog, myDeal } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { allFields, logPage, type LogFilter } from './logs';
import { recordSelect, toWalletRecord, type RecordRow } from './record-views';

const PAGE_SIZE = 20;

/** What each wallet/legal_log type lists (available-balance moves of one account). */
const legalLogFilters: Record<string, Omit<LogFilter, 'currencyId'>> = {
  '2': { fields: ['change_balance'] },
  change: { fields: ['change_balance'] },
  '3': { fields: ['lever_balance'] },
  lever: { fields: ['lever_balance'] },
  '4': { fields: ['lever_balance'], reasons: ['transfer'] },
  legal: { fields: ['legal_balance'] },
  micro: { fields: ['micro_balance'] },
};

/** wallet/legal_log, account/list and acceptor/my_deal. */
export function registerRecordRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerEndpoint(app, ctx, legalLog, async ({ me, input }) => {
    const filter = legalLogFilters[input.type] ?? legalLogFilters['2'];
    const page = await logPage(
      ctx.db,
      me.id,
      { ...filter!, currencyId: input.currency },
      input.page,
      PAGE_SIZE,
    );
    return { ...page, page: input.page, limit: PAGE_SIZE };
  });

  registerEndpoint(app, ctx, accountList, async ({ me, input }) => {
    const page = await logPage(ctx.db, me.id, { fields: allFields }, input.page, input.limit);
    return { data: page.list, total: page.total, page: input.page, limit: input.limit };
  });

  registerEndpoint(app, ctx, myDeal, async ({ me, input }) => {
    const where = `r.user_id = $1 AND ($2::text IS NULL OR r.way = $2) AND ($3::int IS NULL OR r.currency_id = $3)
      AND ($4::text IS NULL OR r.external = $4 OR r.internal = $4)`;
    const params = [me.id, input.way ?? null, input.currency ?? null, input.address ?? null];
    const { rows } = await ctx.db.query<RecordRow>(
      `${recordSelect} WHERE ${where} ORDER BY r.id DESC LIMIT $5 OFFSET $6`,
      [...params, PAGE_SIZE, (input.page - 1) * PAGE_SIZE],
    );
    const { rows: count } = await ctx.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM wallet_records r WHERE ${where}`,
      params,
    );
    return {
      list: rows.map(toWalletRecord),
      page: input.page,
      limit: PAGE_SIZE,
      total: Number(count[0]?.n ?? 0),
    };
  });
}
