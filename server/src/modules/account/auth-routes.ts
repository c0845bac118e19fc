import {
  checkEmail,
  checkMobile,
  login,
  logout,
  regConf,
  register,
  smsMail,
  smsSend,
  userCenter,
  userInfo,
  forget,
  TOTP_REQUIRED,
  type CodeScene,
} from '@exchange/protocol';
import type { ServerContext } from '../../context';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { checkLoginSmsCode, checkPassword, loginOrigin } from './login';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { limits, passwordGuard } from '../../services/rate-limit';
import { findUserByAccount, insertUser, parseAccount, requireUser, toUserCenter, toUserInfo } from './users';
import { openWallets } from '../wallet';

/** Registration, codes, login/logout, user info and the forgotten-password reset. */
export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, codes, limiter, sessions } = ctx;

  registerEndpoint(app, ctx, regConf, async () => ({ isEmailVer: true }));

  const sendCode: Parameters<typeof registerEndpoint<typeof smsSend>>[3] = async ({ input, ip, user }) => {
    const account = parseAccount(input.user_string);
    const scene: CodeScene = input.type === 'forget' ? 'forget' : input.scene;
    const existing = await findUserByAccount(db, account);
    if (scene === 'register' && existing) throw new ApiError('register.accountExists');
    if ((scene === 'login' || scene === 'forget') && !existing) throw new ApiError('account.notFound');
    if (scene === 'bind_email') {
      if (account.kind !== 'email') throw new ApiError('email.false');
      if (existing) throw new ApiError('email.taken');
    }
    if (scene === 'update_password' && (!user || existing?.id !== user.id))
      throw new ApiError('account.notFound');
    await limiter.take(`code:addr:${ip}`, limits.codePerAddress.limit, limits.codePerAddress.windowMs);
    const perTarget =
      scene === 'forget' || scene === 'update_password' ? limits.resetCodePerTarget : limits.codePerTarget;
    await limiter.take(`code:${scene}:${account.value}`, perTarget.limit, perTarget.windowMs);
    await codes.send(account.value, account.channel, scene);
    return 'code.sent';
  };
  registerEndpoint(app, ctx, smsSend, sendCode);
  registerEndpoint(app, ctx, smsMail, sendCode);

  registerEndpoint(app, ctx, checkEmail, async ({ input }) => {
    await codes.verify(parseAccount(input.user_string).value, input.scene, input.email_code, {
      consume: false,
    });
    return 'code.ok';
  });
  registerEndpoint(app, ctx, checkMobile, async ({ input }) => {
    await codes.verify(parseAccount(input.user_string).value, input.scene, input.mobile_code, {
      consume: false,
    });
    return 'code.ok';
  });

  registerEndpoint(app, ctx, register, async ({ input }) => {
    const account = parseAccount(input.user_string);
    if ((input.type === 'email') !== (account.kind === 'email')) throw new ApiError('register.badType');
    if (await findUserByAccount(db, account)) throw new ApiError('register.accountExists');
    let invitedBy: number | undefined;
    if (input.extension_code) {
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE extension_code = $1`, [
        input.extension_code.toUpperCase(),
      ]);
      if (!rows[0]) throw new ApiError('register.badInvite');
      invitedBy = rows[0].id;
    }
    await codes.verify(account.value, 'register', input.code, { consume: true });
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        account,
        passwordHash,
        areaCode: input.area_code,
        areaCodeId: input.area_code_id,
        nationality: input.nationality,
        invitedBy,
      }).catch((error: { code?: string }) => {
        if (error.code === '23505') throw new ApiError('register.accountExists');
        throw error;
      });
      await openWallets(tx, id, ctx.config.demoFunds);
    });
    return 'register.success';
  });

  registerEndpoint(app, ctx, login, async ({ input, ip, request }) => {
    const { user, account } = await checkPassword(ctx, input, ip);
    // The password was right: an account with a second factor continues at user/login_totp.
    if (await ctx.secondFactor.isOn(user.id))
      throw new ApiError(TOTP_REQUIRED, 'error', { field: 'totp_code' });
    await checkLoginSmsCode(ctx, account, input.sms_code);
    return sessions.create(user.id, loginOrigin(request));
  });

  registerEndpoint(app, ctx, logout, async ({ me }) => {
    await sessions.revoke(me.tokenHash);
    return 'logout.success';
  });

  registerEndpoint(app, ctx, userInfo, async ({ me }) => toUserInfo(await requireUser(db, me.id)));
  registerEndpoint(app, ctx, userCenter, async ({ me }) => toUserCenter(await requireUser(db, me.id)));

  // Either proof (a code sent to the account, or the old password) is checked first, then the second
  // factor when it is on; the code is used up only once both passed, so a missing authenticator code
  // can be added without asking for a new one.
  registerEndpoint(app, ctx, forget, async ({ input, ip }) => {
    const account = parseAccount(input.account);
    const user = await findUserByAccount(db, account);
    if (!user) throw new ApiError('account.notFound');
    if (input.code) {
      await codes.verify(account.value, 'forget', input.code, { consume: false });
    } else {
      const guess = await passwordGuard(limiter, account.value, ip);
      if (!(await verifyPassword(input.oldpassword ?? '', user.password_hash)))
        throw await guess.failed('password.oldWrong');
      await guess.succeeded();
    }
    await ctx.secondFactor.requireIfOn(user.id, input.totp_code, ip);
    if (input.code) await codes.verify(account.value, 'forget', input.code, { consume: true });
    await db.query(`UPDATE users SET password_hash = $1 WHERE id = $2`, [
      await hashPassword(input.password),
      user.id,
    ]);
    ctx.realtime.endSessions(await sessions.revokeAll(user.id));
    return 'password.changed';
  });
}
