import { microSubmit, type MicroDirection, type MicroOrder } from '@exchange/protocol';
import { DELAY_MS, failureNotice, useConnectionState, useIdempotentSubmit } from '@exchange/sdk';
import type { FormFeedback } from '@exchange/ui';
import { useEffect, useState } from 'react';
import { checkOrder, type OrderDraft } from '../model/orderForm';

const error = (messageKey: string, params?: Record<string, string | number>): FormFeedback => ({
  tone: 'error',
  message: params ? { messageKey, params } : { messageKey },
});

/**
 * Places an order from the panel's draft: checked first (spec §5), one submit at a time (the button
 * is busy and a second click resolves `duplicate` without a request), and an Idempotency-Key per
 * intended order so a retry of the same order after a lost answer places it once. The outcome is
 * shown by the shared `FailureMessage` (a failure after the sdk's §8 routing: `failureNotice`).
 * "Order placed" goes after `DELAY_MS.successNotice` (the running list shows the order by then), or
 * at once when the form changes or the next order is tried; a refusal stays until then.
 */
export function usePlaceOrder(matchId: number | undefined, onPlaced: (order: MicroOrder) => void) {
  const { submit, pending } = useIdempotentSubmit(microSubmit);
  const offline = useConnectionState() !== 'online';
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  useEffect(() => {
    if (feedback?.tone !== 'success') return undefined;
    const timer = setTimeout(() => setFeedback(null), DELAY_MS.successNotice);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function place(draft: OrderDraft, direction: MicroDirection) {
    if (pending || offline) return;
    if (matchId === undefined) {
      setFeedback(error('micro:noPair'));
      return;
    }
    const check = checkOrder(draft);
    if (!check.ok) {
      const name = check.error === 'openNum' ? 'miscro.openNum' : `panel.errors.${check.error}`;
      setFeedback(error(`micro:${name}`, check.params));
      return;
    }
    const payload = {
      match_id: matchId,
      currency_id: check.currencyId,
      type: direction,
      seconds: check.seconds,
      number: check.number,
    };
    setFeedback(null);
    const result = await submit(payload, { silent: true });
    if (result.type === 'ok') {
      setFeedback({ tone: 'success', message: { messageKey: 'micro:miscro.success' } });
      onPlaced(result.message);
      return;
    }
    const notice = failureNotice(result);
    if (notice) setFeedback({ tone: 'error', message: notice });
  }

  return { place, pending, offline, feedback, clearFeedback: () => setFeedback(null) };
}
