import { newsDetail, newsList, type NewsItem } from '@exchange/protocol';
import type { ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { readerLocaleSql, readerOf, variesByReader } from '../../services/reader-locale';

/** An article in the reader's language ($1, $2: `readerOf`) where it has a translation, else in its own. */
const readerLocale = readerLocaleSql('$1', '$2');
const columns = `news.id, news.c_id, COALESCE(t.title, news.title) AS title,
  COALESCE(t.abstract, news.abstract) AS abstract, COALESCE(t.content, news.content) AS content,
  to_char(news.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS update_time`;
const translated = `news LEFT JOIN news_translations t ON t.news_id = news.id AND t.locale = ${readerLocale}`;

/** Category of the notices (spec §7): newest first; other categories keep their curated order. */
const NOTICES = 11;
const orderOf = (cId: number) =>
  cId === NOTICES ? 'news.updated_at DESC, news.id DESC' : 'news.sort, news.id';

/** news/list by category (c_id of spec §7) and news/detail, in the reader's language where translated. */
export const newsModule: ServerModule = {
  name: 'news',
  register(app, ctx) {
    registerEndpoint(app, ctx, newsList, async ({ input, request, reply, user }) => {
      const offset = (input.page - 1) * input.limit;
      const [list, total] = await Promise.all([
        ctx.db.query<NewsItem>(
          `SELECT ${columns} FROM ${translated} WHERE news.c_id = $3
           ORDER BY ${orderOf(input.c_id)} LIMIT $4 OFFSET $5`,
          [...readerOf(request, user), input.c_id, input.limit, offset],
        ),
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE c_id = $1`, [input.c_id]),
      ]);
      variesByReader(reply);
      return { list: list.rows, total: total.rows[0]?.n ?? 0, page: input.page, limit: input.limit };
    });

    registerEndpoint(app, ctx, newsDetail, async ({ input, request, reply, user }) => {
      const { rows } = await ctx.db.query<NewsItem>(
        `SELECT ${columns} FROM ${translated} WHERE news.id = $3`,
        [...readerOf(request, user), input.id],
      );
      const item = rows[0];
      if (!item) throw new ApiError('news.notFound');
      variesByReader(reply);
      return item;
    });
  },
};
