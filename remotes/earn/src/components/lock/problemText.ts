import type { TFunction } from 'i18next';
import type { DepositProblem } from '../../model/lockup';

/** The translated text of a deposit problem (spec §5 messages). */
export function problemText(t: TFunction<'earn'>, problem: DepositProblem): string {
  return problem.key === 'lock.belowMin'
    ? t(problem.key, { amount: problem.amount, currency: problem.currency })
    : t(problem.key);
}
