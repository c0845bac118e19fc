import { microSubmit, type MicroDirection, type MicroOrder } from '@exchange/protocol';
import { useConnectionState, useIdempotentSubmit } from '@exchange/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOrder, type OrderDraft } from '../model/orderForm';

export type Feedback = { kind: 'error' | 'success' | 'warning'; text: string } | null;

/**
 * Places an order from the panel's draft: checked first (spec §5), one submit at a time (the button
 * is busy and a second click resolves `duplicate` without a request), and an Idempotency-Key per
 * intended order so a retry of the same order after a lost answer places it once.
 */
export function usePlaceOrder(matchId: number | undefined, onPlaced: (order: MicroOrder) => void) {
  const { t } = useTranslation('micro');
  const { submit, pending } = useIdempotentSubmit(microSubmit);
  const offline = useConnectionState() !== 'online';
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function place(draft: OrderDraft, direction: MicroDirection) {
    if (pending || offline) return;
    if (matchId === undefined) {
      setFeedback({ kind: 'error', text: t('noPair') });
      return;
    }
    const check = checkOrder(draft);
    if (!check.ok) {
      const name = check.error === 'openNum' ? 'miscro.openNum' : `panel.errors.${check.error}`;
      setFeedback({ kind: 'error', text: t(name, check.params) });
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
      setFeedback({ kind: 'success', text: t('miscro.success') });
      onPlaced(result.message);
    } else if (result.type === 'error' || result.type === 'not') {
      const params = 'params' in result ? result.params : undefined;
      setFeedback({
        kind: 'error',
        text: t(`server:${result.message}`, { ...params, defaultValue: result.message }),
      });
    }
  }

  return { place, pending, offline, feedback, clearFeedback: () => setFeedback(null) };
}
