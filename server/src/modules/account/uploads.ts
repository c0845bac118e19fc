import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { upload, uploadLimits } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint, tokenOf } from '../../http/endpoint';
import { createUploadLinks, uploadSigningKey, type LinkCheck } from './upload-links';

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

const uploadName = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/**
 * POST /api/upload answers a signed URL valid for an hour (UPLOAD_LINK_TTL_SECONDS); fields that
 * store an upload keep it without the signature (protocol `withoutUploadSignature`).
 * GET /api/uploads/<name> serves a picture to: a valid signed URL; its owner's token; anyone when it
 * is a payment QR saved in the owner's payment methods (shown to payers). Identity documents are
 * therefore never served by their bare URL. Otherwise 404 `upload.notFound` (nothing revealed), or
 * 403 `upload.linkExpired` for an expired signed URL.
 */
export function registerUploadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const links = createUploadLinks(uploadSigningKey(ctx.config.dataDir));

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
    return links.sign(name, ctx.clock.now());
  });

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/api/uploads/:name',
    async (request, reply) => {
      const { name } = request.params;
      const notFound = () => reply.status(404).send({ type: 'error', message: 'upload.notFound' });
      if (!uploadName.test(name)) return notFound();
      const { rows } = await db.query<{ mime: string; user_id: number; payment_qr: boolean }>(
        `SELECT u.mime, u.user_id,
                EXISTS (SELECT 1 FROM payment_methods p WHERE p.user_id = u.user_id
                          AND (right(p.wechat_collect, length($2)) = $2 OR right(p.alipay_collect, length($2)) = $2))
                  AS payment_qr
           FROM uploads u WHERE u.name = $1`,
        [name, `/${name}`],
      );
      const row = rows[0];
      if (!row) return notFound();
      const now = ctx.clock.now();
      let link: LinkCheck = 'invalid';
      if (request.query.signature !== undefined)
        link = links.check(name, request.query.expires, request.query.signature, now);
      const owner = link !== 'ok' && (await ctx.sessions.resolve(tokenOf(request)))?.id === row.user_id;
      if (link !== 'ok' && !owner && !row.payment_qr) {
        return link === 'expired'
          ? reply.status(403).send({ type: 'error', message: 'upload.linkExpired' })
          : notFound();
      }
      reply
        .header('Cache-Control', row.payment_qr ? 'private, max-age=3600' : 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer');
      return reply.type(row.mime).send(createReadStream(join(uploadsDir(ctx.config.dataDir), name)));
    },
  );
}
