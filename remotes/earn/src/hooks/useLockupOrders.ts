import { lockupOrders, type LockupOrder } from '@exchange/protocol';
import { usePages } from './usePages';

/** The caller's lock-up deposits, 5 a page (spec §9), newest first; private. */
export function useLockupOrders() {
  return usePages<typeof lockupOrders, LockupOrder>({
    endpoint: lockupOrders,
    read: (answer) => ({ rows: answer.order_list, total: answer.total }),
    requiresLogin: true,
  });
}
