/** Which view RecordsPage shows, from its path (spec §2: one page serves every record route). */
export type RecordsView = 'transfers' | 'accountLog' | 'depositWithdraw' | 'finance' | 'binding';

export function recordsViewOf(pathname: string): RecordsView {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  switch (last) {
    case 'transferLog':
      return 'accountLog';
    case 'coinRecord':
      return 'depositWithdraw';
    case 'finanrec':
      return 'finance';
    case 'bindInfo':
      return 'binding';
    default:
      return 'transfers';
  }
}

/** The side of an account a log row moved: its available balance, or the frozen (locked) part. */
export type BalanceSide = 'available' | 'frozen';

export const sideOf = (entry: { locked: number }): BalanceSide =>
  entry.locked === 1 ? 'frozen' : 'available';
