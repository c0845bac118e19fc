import { newsDetail, newsList, type NewsItem } from '@exchange/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import type { AuthUser } from '../../services/sessions';
import { localeOfAcceptLanguage } from './reader-locale';

/**
 * An article in the reader's language ($1) where it has a translation, else in its own. The reader's
 * language: the request's Accept-Language when it names one of ours, else a logged-in user's
 * set/lang choice ($2), else English.
 */
const readerLocale = `COALESCE($1, (SELECT locale FROM users WHERE id = $2), 'en')`;
const columns = `news.id, news.c_id, COALESCE(t.title, news.title) AS title,
  COALESCE(t.abstract, news.abstract) AS abstract, COALESCE(t.content, news.content) AS content,
  to_char(news.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS update_time`;
const translated = `news LEFT JOIN news_translations t ON t.news_id = news.id AND t.locale = ${readerLocale}`;

/** Category of the notices (spec §7): newest first; other categories keep their curated order. */
const NOTICES = 11;
const orderOf = (cId: number) =>
  cId === NOTICES ? 'news.updated_at DESC, news.id DESC' : 'news.sort, news.id';

/** The reader's language as the query takes it ($1, $2). */
function reader(request: FastifyRequest, user: AuthUser | null): [string | null, number | null] {
  return [localeOfAcceptLanguage(request.headers['accept-language']) ?? null, user?.id ?? null];
}

/** The answer depends on the reader's language: caches must keep the languages apart. */
const variesByReader = (reply: FastifyReply) => reply.header('Vary', 'Accept-Language, Authorization');

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
          [...reader(request, user), input.c_id, input.limit, offset],
        ),
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE c_id = $1`, [input.c_id]),
      ]);
      variesByReader(reply);
      return { list: list.rows, total: total.rows[0]?.n ?? 0, page: input.page, limit: input.limit };
    });

    registerEndpoint(app, ctx, newsDetail, async ({ input, request, reply, user }) => {
      const { rows } = await ctx.db.query<NewsItem>(
        `SELECT ${columns} FROM ${translated} WHERE news.id = $3`,
        [...reader(request, user), input.id],
      );
      const item = rows[0];
      if (!item) throw new ApiError('news.notFound');
      variesByReader(reply);
      return item;
    });
  },
};
