import { LOCKUP_PAGE_SIZE, lockupOrders } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';
import { applyOrderPush } from '../model/lockup';

/**
 * The caller's lock-up deposits, 5 a page (spec §9; `limit=5` sent as §7 says), newest first;
 * private. Kept current by the server's `lockup_order` pushes: each day's accrued interest, the
 * payout at maturity, a deposit or cancel from another tab, without a reload.
 */
export function useLockupOrders() {
  return usePagedList({
    endpoint: lockupOrders,
    payload: { limit: LOCKUP_PAGE_SIZE },
    silent: true,
    read: (answer) => ({ rows: answer.order_list, total: answer.total }),
    pushes: (bus) => bus.stream('lockup_order'),
    merge: applyOrderPush,
  });
}
