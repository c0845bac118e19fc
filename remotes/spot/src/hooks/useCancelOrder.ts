import { spotApi, type SpotOrder } from '@exchange/protocol';
import { useRowAction, type PagedList } from '@exchange/sdk';
import type { FormFeedback } from '@exchange/ui';
import { useState } from 'react';
import { withoutOrder } from '../model/orders';

/**
 * Cancel (spec §4: the order leaves the list) through the sdk's `useRowAction`: one request per
 * click, the row's button busy meanwhile. The outcome to show: the server's success message (spec
 * §8; our own text when the answer has none) or its refusal, the row kept.
 */
export function useCancelOrder(list: Pick<PagedList<SpotOrder>, 'update'>) {
  const [done, setDone] = useState<FormFeedback>(null);
  const action = useRowAction({
    endpoint: spotApi.coinCancelTrade,
    rowKey: (order: SpotOrder) => order.id,
    payload: (order) => ({ id: order.id }),
    onDone: (order, answer) => {
      list.update((rows) => withoutOrder(rows, order.id));
      const messageKey = answer.message || 'spot:orders.cancelled';
      setDone({ tone: 'success', message: { messageKey } });
    },
  });
  const outcome: FormFeedback = action.failure ? { tone: 'error', message: action.failure.notice } : done;
  const clear = () => {
    setDone(null);
    action.clearFailure();
  };
  return { cancel: action.run, isBusy: action.isBusy, outcome, clear };
}
