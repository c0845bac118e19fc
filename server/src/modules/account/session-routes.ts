import {
  loginSecondFactor,
  revokeSession,
  sessionList,
  totpDisable,
  totpEnable,
  totpSetup,
  totpStatus,
} from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { checkLoginSmsCode, checkPassword, loginOrigin } from './login';
import { accountOf, requireUser } from './users';

/** Login history, active sessions (revoke ends the session and its sockets), the TOTP second factor. */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, sessions, secondFactor } = ctx;

  registerEndpoint(app, ctx, sessionList, async ({ me }) => sessions.history(me.id, me.tokenHash));

  registerEndpoint(app, ctx, revokeSession, async ({ me, input }) => {
    const ended = await sessions.revokeById(me.id, input.id, me.tokenHash);
    if (!ended) throw new ApiError('session.notFound');
    ctx.realtime.endSessions([ended]);
    return 'session.revoked';
  });

  registerEndpoint(app, ctx, totpStatus, async ({ me }) => secondFactor.status(me.id));

  registerEndpoint(app, ctx, totpSetup, async ({ me }) => {
    const user = await requireUser(db, me.id);
    return secondFactor.setup(me.id, accountOf(user).value);
  });

  registerEndpoint(app, ctx, totpEnable, async ({ me, input, ip }) => ({
    backup_codes: await secondFactor.enable(me.id, input.code, ip),
  }));

  registerEndpoint(app, ctx, totpDisable, async ({ me, input, ip }) => {
    await secondFactor.disable(me.id, input.code, ip);
    return 'totp.off';
  });

  registerEndpoint(app, ctx, loginSecondFactor, async ({ input, ip, request }) => {
    const { user, account } = await checkPassword(ctx, input, ip);
    await secondFactor.verify(user.id, input.totp_code, ip).catch((error: unknown) => {
      // An account without the factor logs in at user/login.
      if (error instanceof ApiError && error.key === 'totp.notOn') throw new ApiError('login.failed');
      throw error;
    });
    await checkLoginSmsCode(ctx, account, input.sms_code);
    return sessions.create(user.id, loginOrigin(request));
  });
}
