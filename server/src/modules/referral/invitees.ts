import type { InviteePage, ReviewStatus } from '@exchange/protocol';
import type { Queryable } from '../../db';

/**
 * An invitee's account as the inviter sees it: enough to recognise a friend, never the whole
 * address (`al***@example.com`, `138****8000`; short ones keep less).
 */
export function maskAccount(email: string | null, phone: string | null): string {
  if (email) {
    const at = email.lastIndexOf('@');
    const local = email.slice(0, at);
    return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
  }
  const digits = phone ?? '';
  return digits.length >= 9
    ? `${digits.slice(0, 3)}****${digits.slice(-4)}`
    : `${digits.slice(0, 1)}****${digits.slice(-2)}`;
}

interface InviteeRow {
  email: string | null;
  phone: string | null;
  review_status: ReviewStatus;
  created_at: string;
}

/** One page of the users `inviterId` invited, newest first, with the counts over all of them. */
export async function inviteesOf(
  db: Queryable,
  inviterId: number,
  page: number,
  limit: number,
): Promise<InviteePage> {
  const [rows, counts] = await Promise.all([
    db.query<InviteeRow>(
      `SELECT email, phone, review_status,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at
         FROM users WHERE invited_by = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [inviterId, limit, (page - 1) * limit],
    ),
    db.query<{ total: number; certified: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE review_status = 2)::int AS certified
         FROM users WHERE invited_by = $1`,
      [inviterId],
    ),
  ]);
  return {
    list: rows.rows.map((row) => ({
      account: maskAccount(row.email, row.phone),
      created_at: row.created_at,
      review_status: row.review_status,
    })),
    total: counts.rows[0]?.total ?? 0,
    certified: counts.rows[0]?.certified ?? 0,
    page,
    limit,
  };
}
