import { leverApi, type LeverPosition } from '@exchange/protocol';
import { useSdk, type CallResult } from '@exchange/sdk';
import { useToast } from '@exchange/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from './useServerText';

/**
 * What a trader does to one position (spec §4): cancel a pending order, close an open position, set
 * its stops. Each answer is told in a toast; `onChanged` refreshes the lists. One call per row at a
 * time (`busyId`), so a double click sends one request.
 */
export function usePositionActions(onChanged: () => void) {
  const { t } = useTranslation('contracts');
  const { api } = useSdk();
  const toast = useToast();
  const serverText = useServerText();
  const [busyId, setBusyId] = useState<number | null>(null);
  const busy = useRef<number | null>(null);

  async function run(id: number, call: () => Promise<CallResult<LeverPosition>>, done: string) {
    if (busy.current !== null) return false;
    busy.current = id;
    setBusyId(id);
    const result = await call();
    busy.current = null;
    setBusyId(null);
    if (result.type === 'ok') {
      toast.show(done, { kind: 'success' });
      onChanged();
      return true;
    }
    if (result.type !== 'network' && result.type !== 'duplicate')
      toast.show(serverText(result), { kind: 'error' });
    return false;
  }

  return {
    busyId,
    close: (row: LeverPosition) =>
      run(row.id, () => api.call(leverApi.close, { id: row.id }, { silent: true }), t('actions.closed')),
    cancel: (row: LeverPosition) =>
      run(row.id, () => api.call(leverApi.cancel, { id: row.id }, { silent: true }), t('actions.cancelled')),
    setStops: async (row: LeverPosition, targetProfitPrice: string, stopLossPrice: string) => {
      if (busy.current !== null) return { ok: false as const };
      busy.current = row.id;
      setBusyId(row.id);
      const result = await api.call(
        leverApi.setstop,
        { id: row.id, target_profit_price: targetProfitPrice, stop_loss_price: stopLossPrice },
        { silent: true },
      );
      busy.current = null;
      setBusyId(null);
      if (result.type === 'ok') {
        toast.show(t('actions.stopsSet'), { kind: 'success' });
        onChanged();
        return { ok: true as const };
      }
      return {
        ok: false as const,
        message: result.type === 'network' ? t('errors.network') : serverText(result),
      };
    },
  };
}
