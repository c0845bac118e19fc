import { inviteList, posterBg } from '@exchange/protocol';
import type { ServerModule } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { inviteesOf } from './invitees';
import { POSTER_HEIGHT, POSTER_WIDTH, renderPosterBackground } from './poster-image';

export const POSTER_PATH = '/api/user/posterBg.png';

/**
 * Team and referral: the invite poster's background (user/posterBg names it, the PNG itself is
 * public and cacheable, so an <img> or a canvas can load it without the token) and the caller's
 * invitees. The relation itself is written by user/register (users.invited_by), once.
 */
export const referralModule: ServerModule = {
  name: 'referral',
  register(app, ctx) {
    let poster: Buffer | undefined;

    registerEndpoint(app, ctx, posterBg, async () => ({
      url: POSTER_PATH,
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
    }));

    app.get(POSTER_PATH, async (_request, reply) => {
      poster ??= renderPosterBackground();
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(poster);
    });

    registerEndpoint(app, ctx, inviteList, async ({ input, me }) =>
      inviteesOf(ctx.db, me.id, input.page, input.limit),
    );
  },
};
