import { countryList, realName, type Country } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { requireUser } from './users';

/** Country list and the identity form (pictures: uploads.ts). */
export function registerKycRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  registerEndpoint(app, ctx, countryList, async () => {
    const { rows } = await db.query<Country>(
      `SELECT area_code, country_id, name_cn, name_en FROM countries ORDER BY country_id`,
    );
    return rows;
  });

  registerEndpoint(app, ctx, realName, async ({ me, input }) => {
    const user = await requireUser(db, me.id);
    if (user.review_status === 2) throw new ApiError('auth.certified');
    if (user.review_status === 1) throw new ApiError('auth.auditing');
    const pictures = [input.front_pic, input.reverse_pic, input.hand_pic].filter((p): p is string => !!p);
    const names = pictures.map((p) => p.slice(p.lastIndexOf('/') + 1));
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(DISTINCT name)::int AS n FROM uploads WHERE user_id = $1 AND name = ANY($2::text[])`,
      [me.id, names],
    );
    if (rows[0]?.n !== new Set(names).size) throw new ApiError('auth.pimg');
    await db.query(
      `UPDATE users SET real_name = $1, card_id = $2, front_pic = $3, reverse_pic = $4, hand_pic = $5,
         review_status = 1, review_submitted_at = now() WHERE id = $6 AND review_status = 0`,
      [input.name, input.card_id, input.front_pic, input.reverse_pic, input.hand_pic ?? '', me.id],
    );
    return 'auth.submitted';
  });

  if (ctx.config.kycAutoApproveSeconds > 0) {
    ctx.every(2000, async () => {
      await approveDueReviews(ctx);
    });
  }
}

/** Demo auto-approval: identities submitted long enough ago move from auditing (1) to certified (2). */
export async function approveDueReviews(ctx: Pick<ServerContext, 'db' | 'config'>): Promise<number> {
  const { rowCount } = await ctx.db.query(
    `UPDATE users SET review_status = 2
      WHERE review_status = 1 AND review_submitted_at <= now() - make_interval(secs => $1)`,
    [ctx.config.kycAutoApproveSeconds],
  );
  return rowCount;
}
