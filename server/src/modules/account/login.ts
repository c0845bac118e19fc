import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { verifyPassword } from '../../services/passwords';
import { passwordGuard } from '../../services/rate-limit';
import type { LoginOrigin } from '../../services/sessions';
import { findUserByAccount, parseAccount, type AccountAddress, type UserRow } from './users';

export interface Credentials {
  user_string: string;
  password: string;
  sms_code?: string | undefined;
}

/**
 * The first factor of both login steps: the account's password, guarded against guessing. Answers
 * the user and the canonical account (for the SMS code).
 */
export async function checkPassword(
  ctx: ServerContext,
  input: Credentials,
  ip: string,
): Promise<{ user: UserRow; account: AccountAddress }> {
  let account: AccountAddress;
  try {
    account = parseAccount(input.user_string);
  } catch {
    throw new ApiError('login.failed');
  }
  const guess = await passwordGuard(ctx.limiter, account.value, ip);
  const user = await findUserByAccount(ctx.db, account);
  if (!user || !(await verifyPassword(input.password, user.password_hash)))
    throw await guess.failed('login.failed');
  await guess.succeeded();
  return { user, account };
}

/**
 * The SMS code when env.json asks for one (used up). An account with a second factor checks it at
 * the second step, so the first step, which only asks for more, does not use it up.
 */
export async function checkLoginSmsCode(
  ctx: ServerContext,
  account: AccountAddress,
  smsCode: string | undefined,
): Promise<void> {
  if (!ctx.config.loginNeedSmsCode) return;
  if (!smsCode) throw new ApiError('code.required', 'error', { field: 'sms_code' });
  await ctx.codes.verify(account.value, 'login', smsCode, { consume: true });
}

/** Where a login comes from, for the login history. */
export const loginOrigin = (request: FastifyRequest): LoginOrigin => ({
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  ip: request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''),
  userAgent: String(request.headers['user-agent'] ?? ''),
});
