import type { UserInfo } from '@exchange/protocol';

export type SecurityLevelName = 'low' | 'middle' | 'high' | 'strong';

/** Spec §4 security bar: 25% to start, +25 each for a bound phone, a bound e-mail and certification. */
export function securityLevel(user: Pick<UserInfo, 'phone' | 'email' | 'review_status'>): {
  percent: number;
  level: SecurityLevelName;
} {
  const percent = 25 + (user.phone ? 25 : 0) + (user.email ? 25 : 0) + (user.review_status === 2 ? 25 : 0);
  const level: SecurityLevelName =
    percent >= 100 ? 'strong' : percent >= 75 ? 'high' : percent >= 50 ? 'middle' : 'low';
  return { percent, level };
}
