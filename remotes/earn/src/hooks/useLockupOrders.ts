import { lockupOrders } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';

/** The caller's lock-up deposits, 5 a page (spec §9), newest first; private. */
export function useLockupOrders() {
  return usePagedList({
    endpoint: lockupOrders,
    read: (answer) => ({ rows: answer.order_list, total: answer.total }),
  });
}
