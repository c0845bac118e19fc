import { add } from '../../money';
import type { Decision, LeverBook } from './book';
import type { PositionRow } from './positions';
import { closeSettlement, profitOf } from './risk';

/** What a close moved (the three ledger legs of engine.closeNow). */
export interface MemoryClose {
  row: PositionRow;
  lockedLeg: string;
  freeLeg: string;
  poolLeg: string;
}

/**
 * Carries out a pass's decisions in memory the way the engine does in the database (closes at the
 * pair's current price, liquidation worst profit first until the account is back above
 * maintenance), for the benchmark and the property test. Limit openings are left to the caller.
 */
export function carryOutInMemory(book: LeverBook, decisions: Decision[]): MemoryClose[] {
  const closes: MemoryClose[] = [];
  const close = (row: PositionRow) => {
    const price = book.priceOf(row.pairId);
    const account = book.account(row.userId, book.terms.get(row.pairId)!.pair.legalId);
    const s = closeSettlement(row.margin, profitOf(row.side, row.openPrice, price, row.qty), account.free);
    account.free = add(account.free, s.freeLeg);
    book.put({ ...row, status: 3, closePrice: price, profit: s.booked });
    book.rearm(account);
    closes.push({ row, lockedLeg: s.lockedLeg, freeLeg: s.freeLeg, poolLeg: s.poolLeg });
  };
  for (const d of decisions) {
    if (d.kind === 'close') {
      const row = book.live.get(d.id);
      if (row?.status === 1) close(row);
    } else if (d.kind === 'liquidate') {
      const account = book.account(d.userId, d.legalId);
      while (book.isBelowMaintenance(account)) {
        const worst = book.worstOpen(account);
        if (!worst) break;
        close(worst);
      }
    }
  }
  return closes;
}
