import { randomBytes } from 'node:crypto';
import {
  emailPattern,
  phonePattern,
  type ReviewStatus,
  type UserCenter,
  type UserInfo,
} from '@exchange/protocol';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import type { CodeChannel } from './sender';

/** An account string made canonical: e-mails in lower case, phones as digits. */
export interface AccountAddress {
  kind: 'email' | 'phone';
  value: string;
  channel: CodeChannel;
}

/** Spec §5 "Send code": e-mail-shaped goes by mail, digits by SMS, anything else is refused. */
export function parseAccount(userString: string): AccountAddress {
  const value = userString.trim();
  if (emailPattern.test(value)) return { kind: 'email', value: value.toLowerCase(), channel: 'email' };
  if (phonePattern.test(value)) return { kind: 'phone', value, channel: 'sms' };
  throw new ApiError('account.badFormat');
}

export interface UserRow {
  id: number;
  email: string | null;
  phone: string | null;
  area_code: string;
  area_code_id: number;
  nationality: string;
  password_hash: string;
  trade_password_hash: string | null;
  extension_code: string;
  is_seller: number;
  type: number;
  locale: string;
  review_status: ReviewStatus;
  real_name: string;
  created_at: string;
}

const userColumns = `id, email, phone, area_code, area_code_id, nationality, password_hash, trade_password_hash,
  extension_code, is_seller, type, locale, review_status, real_name,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at`;

export async function findUserByAccount(db: Queryable, account: AccountAddress): Promise<UserRow | null> {
  const column = account.kind === 'email' ? 'email' : 'phone';
  const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE ${column} = $1`, [
    account.value,
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function requireUser(db: Queryable, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError('session.expired', 999);
  return user;
}

/** The account the user logs in with (and receives codes at). */
export function accountOf(user: UserRow): AccountAddress {
  return user.email
    ? { kind: 'email', value: user.email, channel: 'email' }
    : { kind: 'phone', value: user.phone ?? '', channel: 'sms' };
}

export interface NewUser {
  account: AccountAddress;
  passwordHash: string;
  tradePasswordHash?: string;
  areaCode?: string;
  areaCodeId?: number;
  nationality?: string;
  invitedBy?: number;
}

/** Inserts a user with a fresh 6-character invite code; returns the id. */
export async function insertUser(tx: Queryable, user: NewUser): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const code = randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').slice(0, 6).toUpperCase();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (email, phone, area_code, area_code_id, nationality, password_hash, trade_password_hash,
         extension_code, invited_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (extension_code) DO NOTHING RETURNING id`,
      [
        user.account.kind === 'email' ? user.account.value : null,
        user.account.kind === 'phone' ? user.account.value : null,
        user.areaCode ?? '',
        user.areaCodeId ?? 0,
        user.nationality ?? '',
        user.passwordHash,
        user.tradePasswordHash ?? null,
        code,
        user.invitedBy ?? null,
      ],
    );
    if (rows[0]) return rows[0].id;
    if (attempt > 5) throw new Error('could not allocate an invite code');
  }
}

/** Spec §3 User info. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    extension_code: user.extension_code,
    is_seller: user.is_seller,
    type: user.type,
    phone: user.phone ?? '',
    email: user.email ?? '',
    area_code: user.area_code,
    area_code_id: user.area_code_id,
    account_number: user.email ?? user.phone ?? '',
    review_status: user.review_status,
    has_trade_password: user.trade_password_hash !== null,
    locale: user.locale,
  };
}

/** user/center: the info plus the security bar of spec §4 (25 + 25 per phone, e-mail, certification). */
export function toUserCenter(user: UserRow): UserCenter {
  const level = 25 + (user.phone ? 25 : 0) + (user.email ? 25 : 0) + (user.review_status === 2 ? 25 : 0);
  return {
    ...toUserInfo(user),
    nationality: user.nationality,
    real_name: user.real_name,
    security_level: level,
    created_at: user.created_at,
  };
}
