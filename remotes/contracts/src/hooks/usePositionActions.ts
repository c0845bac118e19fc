import { leverApi, type LeverPosition } from '@exchange/protocol';
import { useRowAction } from '@exchange/sdk';
import { useToast } from '@exchange/ui';
import { useTranslation } from 'react-i18next';

/** The stops a trader saves for one position (spec §7 lever/setstop). */
export interface StopsRequest {
  position: LeverPosition;
  targetProfitPrice: string;
  stopLossPrice: string;
}

const positionId = (row: LeverPosition) => row.id;

/**
 * What a trader does to one position (spec §4) through the sdk's `useRowAction`: cancel a pending
 * order, close an open position, set its stops; one request per click and row, a busy state per row,
 * the failure to show (after the sdk's §8 routing). A success is told in a toast; `onChanged`
 * refreshes the lists, `onStopsSaved` closes the stop modal.
 */
export function usePositionActions({
  onChanged,
  onStopsSaved,
}: {
  onChanged: () => void;
  onStopsSaved?: () => void;
}) {
  const { t } = useTranslation('contracts');
  const toast = useToast();
  const done = (text: string) => () => {
    toast.show(text, { kind: 'success' });
    onChanged();
  };
  const close = useRowAction({
    endpoint: leverApi.close,
    rowKey: positionId,
    payload: (row: LeverPosition) => ({ id: row.id }),
    onDone: done(t('actions.closed')),
  });
  const cancel = useRowAction({
    endpoint: leverApi.cancel,
    rowKey: positionId,
    payload: (row: LeverPosition) => ({ id: row.id }),
    onDone: done(t('actions.cancelled')),
  });
  const stops = useRowAction({
    endpoint: leverApi.setstop,
    rowKey: (request: StopsRequest) => request.position.id,
    payload: (request: StopsRequest) => ({
      id: request.position.id,
      target_profit_price: request.targetProfitPrice,
      stop_loss_price: request.stopLossPrice,
    }),
    onDone: () => {
      done(t('actions.stopsSet'))();
      onStopsSaved?.();
    },
  });
  return { close, cancel, stops };
}
