import type { Queryable } from '../../db';

/**
 * Operator decision on an identity under review: approve moves review_status 1 to 2, reject sends
 * it back to 0 (the user may submit again). `who` is a user id, e-mail or phone. Returns the user
 * id changed, or null when no such user is under review.
 */
export async function decideReview(
  db: Queryable,
  who: string,
  decision: 'approve' | 'reject',
): Promise<number | null> {
  const key = who.trim().toLowerCase();
  const { rows } = await db.query<{ id: number }>(
    `UPDATE users SET review_status = $2
      WHERE review_status = 1 AND (id::text = $1 OR email = $1 OR phone = $1) RETURNING id`,
    [key, decision === 'approve' ? 2 : 0],
  );
  return rows[0]?.id ?? null;
}
