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
