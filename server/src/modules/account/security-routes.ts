import { bindEmail, bindTradePassword, judgePassword, updatePassword } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { limits } from '../../services/rate-limit';
import { accountOf, requireUser } from './users';

/** Login password change, trade password, e-mail binding. */
export function registerSecurityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, codes, sessions, limiter } = ctx;

  // Each change here asks the second factor when it is on (issue 22), after the call's own proof and
  // before anything changes; a code sent to the account is used up only once both passed.
  registerEndpoint(app, ctx, updatePassword, async ({ me, input, ip }) => {
    const user = await requireUser(db, me.id);
    const account = accountOf(user).value;
    await codes.verify(account, 'update_password', input.code, { consume: false });
    await ctx.secondFactor.requireIfOn(me.id, input.totp_code, ip);
    await codes.verify(account, 'update_password', input.code, { consume: true });
    await db.query(`UPDATE users SET password_hash = $1 WHERE id = $2`, [
      await hashPassword(input.password),
      me.id,
    ]);
    // The user stays logged in here; every other session ends, its sockets closed.
    ctx.realtime.endSessions(await sessions.revokeAll(me.id, me.tokenHash));
    return 'password.changed';
  });

  registerEndpoint(app, ctx, judgePassword, async ({ me, input }) => {
    const user = await requireUser(db, me.id);
    const hash = user.trade_password_hash;
    if (input.password !== undefined) {
      if (!hash) throw new ApiError('trade.notBound', 996);
      await limiter.take(`trade:${me.id}`, limits.loginPerAccount.limit, limits.loginPerAccount.windowMs);
      if (!(await verifyPassword(input.password, hash))) throw new ApiError('trade.pswWrong');
    }
    return { has_trade_password: hash !== null };
  });

  registerEndpoint(app, ctx, bindTradePassword, async ({ me, input, ip }) => {
    const user = await requireUser(db, me.id);
    if (user.trade_password_hash) {
      if (!input.old_password) throw new ApiError('trade.oldRequired');
      await limiter.take(`trade:${me.id}`, limits.loginPerAccount.limit, limits.loginPerAccount.windowMs);
      if (!(await verifyPassword(input.old_password, user.trade_password_hash)))
        throw new ApiError('trade.oldWrong');
    }
    await ctx.secondFactor.requireIfOn(me.id, input.totp_code, ip);
    await db.query(`UPDATE users SET trade_password_hash = $1 WHERE id = $2`, [
      await hashPassword(input.password),
      me.id,
    ]);
    return 'trade.bound';
  });

  registerEndpoint(app, ctx, bindEmail, async ({ me, input, ip }) => {
    const email = input.email.toLowerCase();
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]);
    if (rows[0] && rows[0].id !== me.id) throw new ApiError('email.taken');
    await codes.verify(email, 'bind_email', input.code, { consume: false });
    await ctx.secondFactor.requireIfOn(me.id, input.totp_code, ip);
    await codes.verify(email, 'bind_email', input.code, { consume: true });
    await db
      .query(`UPDATE users SET email = $1 WHERE id = $2`, [email, me.id])
      .catch((error: { code?: string }) => {
        if (error.code === '23505') throw new ApiError('email.taken');
        throw error;
      });
    return 'email.bound';
  });
}
