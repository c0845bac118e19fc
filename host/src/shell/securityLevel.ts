import type { UserInfo } from '@exchange/protocol';

export type SecurityLevelName = 'low' | 'middle' | 'high' | 'strong';

/**
 * Spec §4 security bar: 25% to start, +25 each for a bound phone, a bound e-mail and certification.
 * The TOTP second factor counts as one more bind (issue 13); the bar stops at 100.
 */
export function securityLevel(
  user: Pick<UserInfo, 'phone' | 'email' | 'review_status'>,
  secondFactor = false,
): {
  percent: number;
  level: SecurityLevelName;
} {
  const binds = [Boolean(user.phone), Boolean(user.email), user.review_status === 2, secondFactor];
  const percent = Math.min(100, 25 + 25 * binds.filter(Boolean).length);
  const level: SecurityLevelName =
    percent >= 100 ? 'strong' : percent >= 75 ? 'high' : percent >= 50 ? 'middle' : 'low';
  return { percent, level };
}
