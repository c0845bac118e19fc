import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countryList, realName, upload, uploadLimits, type Country } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { requireUser } from './users';

/** The file type is decided from the bytes, not from what the client claims. */
const signatures: Array<{ mime: string; ext: string; test: (b: Buffer) => boolean }> = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const uploadsDir = (dataDir: string): string => join(dataDir, 'uploads');

/** Country list, picture upload (served back under /api/uploads/) and the identity form. */
export function registerKycRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  registerEndpoint(app, ctx, countryList, async () => {
    const { rows } = await db.query<Country>(
      `SELECT area_code, country_id, name_cn, name_en FROM countries ORDER BY country_id`,
    );
    return rows;
  });

  registerEndpoint(app, ctx, upload, async ({ me, request }) => {
    if (!request.isMultipart()) throw new ApiError('upload.noFile');
    const file = await request.file({ limits: { fileSize: uploadLimits.maxBytes, files: 1 } });
    if (!file) throw new ApiError('upload.noFile');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw new ApiError('upload.tooLarge', 'error', { max: uploadLimits.maxBytes });
    }
    if (file.file.truncated) throw new ApiError('upload.tooLarge', 'error', { max: uploadLimits.maxBytes });
    const kind = signatures.find((s) => s.test(bytes));
    if (!kind || bytes.length === 0) throw new ApiError('upload.badType');
    const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    const dir = uploadsDir(ctx.config.dataDir);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), bytes);
    await db.query(`INSERT INTO uploads (name, user_id, mime, size) VALUES ($1, $2, $3, $4)`, [
      name,
      me.id,
      kind.mime,
      bytes.length,
    ]);
    return `/api/uploads/${name}`;
  });

  app.get<{ Params: { name: string } }>('/api/uploads/:name', async (request, reply) => {
    const { rows } = await db.query<{ mime: string }>(`SELECT mime FROM uploads WHERE name = $1`, [
      request.params.name,
    ]);
    const row = rows[0];
    if (!row || !/^[a-f0-9]{32}\.\w+$/.test(request.params.name)) {
      return reply.status(404).send({ type: 'error', message: 'upload.notFound' });
    }
    reply.header('Cache-Control', 'private, max-age=86400').header('X-Content-Type-Options', 'nosniff');
    return reply
      .type(row.mime)
      .send(createReadStream(join(uploadsDir(ctx.config.dataDir), request.params.name)));
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
