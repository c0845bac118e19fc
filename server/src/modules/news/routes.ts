import { newsDetail, newsList, type NewsItem } from '@exchange/protocol';
import type { ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';

const columns = `id, c_id, title, abstract, content,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS update_time`;

/** Category of the notices (spec §7): newest first; other categories keep their curated order. */
const NOTICES = 11;
const orderOf = (cId: number) => (cId === NOTICES ? 'updated_at DESC, id DESC' : 'sort, id');

/** news/list by category (c_id of spec §7) and news/detail. */
export const newsModule: ServerModule = {
  name: 'news',
  register(app, ctx) {
    registerEndpoint(app, ctx, newsList, async ({ input }) => {
      const offset = (input.page - 1) * input.limit;
      const [list, total] = await Promise.all([
        ctx.db.query<NewsItem>(
          `SELECT ${columns} FROM news WHERE c_id = $1 ORDER BY ${orderOf(input.c_id)} LIMIT $2 OFFSET $3`,
          [input.c_id, input.limit, offset],
        ),
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE c_id = $1`, [input.c_id]),
      ]);
      return { list: list.rows, total: total.rows[0]?.n ?? 0, page: input.page, limit: input.limit };
    });

    registerEndpoint(app, ctx, newsDetail, async ({ input }) => {
      const { rows } = await ctx.db.query<NewsItem>(`SELECT ${columns} FROM news WHERE id = $1`, [input.id]);
      const item = rows[0];
      if (!item) throw new ApiError('news.notFound');
      return item;
    });
  },
};
