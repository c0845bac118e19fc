import { useEffect, useRef } from 'react';
import { format, useSdk } from '@exchange/sdk';
import { ProjectOrderStatus, type Project } from '@exchange/protocol';
import { useToast } from '@exchange/ui';
import { useTranslation } from 'react-i18next';

/** A drawn result stays until the trader has had time to read it (or dismisses it). */
const RESULT_TOAST_MS = 10_000;

/**
 * On the project list: tells the caller the result of a project of theirs as soon as it is drawn
 * (the server's `ieo_result`, to them alone): won with the coins allotted, or not completed.
 */
export function useDrawResultToasts(projects: readonly Project[]) {
  const { t } = useTranslation('earn');
  const { bus } = useSdk();
  const toast = useToast();
  const shown = useRef(projects);
  shown.current = projects;
  useEffect(() => {
    const subscription = bus.stream('ieo_result').subscribe((order) => {
      const project = shown.current.find((entry) => entry.id === order.project_id);
      const title = project?.title ?? order.order_no;
      const won = order.status === ProjectOrderStatus.won;
      const text = won
        ? t('ieo.drawnWon', {
            title,
            amount: format(order.coin_amount, 'amount'),
            currency: project?.currency_name ?? '',
          })
        : t('ieo.drawnLost', { title });
      toast.show(text, { kind: won ? 'success' : 'info', duration: RESULT_TOAST_MS });
    });
    return () => subscription.unsubscribe();
  }, [bus, t, toast]);
}
