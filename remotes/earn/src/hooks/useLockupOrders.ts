import { LOCKUP_PAGE_SIZE, lockupOrders } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';

/** The caller's lock-up deposits, 5 a page (spec §9; `limit=5` sent as §7 says), newest first; private. */
export function useLockupOrders() {
  return usePagedList({
    endpoint: lockupOrders,
    payload: { limit: LOCKUP_PAGE_SIZE },
    read: (answer) => ({ rows: answer.order_list, total: answer.total }),
  });
}
