import { spotApi, type SpotOrder } from '@exchange/protocol';
import {
  failureNotice,
  useConnectionState,
  useIdempotentSubmit,
  useTradePasswordPrompt,
  type StoredPair,
} from '@exchange/sdk';
import { validateSpotOrder } from '../model/spotRules';
import type { SpotOrderForm } from './useSpotOrderForm';

/**
 * Places the panel's order (spec §4 Spot order, §5 Spot): checked first, one submit at a time and
 * never while the socket is down, an Idempotency-Key per intended order (a retry of the same inputs
 * re-uses it, so a double click places one). The outcome goes to the form's feedback; a `not`
 * (spec §8 coin/trade: no trade password) also starts the bind-password prompt.
 */
export function usePlaceSpotOrder(
  pair: StoredPair,
  form: SpotOrderForm,
  available: string | undefined,
  onPlaced: (order: SpotOrder) => void,
) {
  const offline = useConnectionState() !== 'online';
  const { submit, pending } = useIdempotentSubmit(spotApi.coinTrade);
  const bindPrompt = useTradePasswordPrompt();

  async function place() {
    if (offline || pending) return;
    const { mode, side, price, amount } = form;
    const check = validateSpotOrder({ mode, side, price, amount, available });
    if (!check.ok) {
      form.setFeedback({ tone: 'error', message: { messageKey: `spot:panel.errors.${check.error}` } });
      return;
    }
    form.setFeedback(null);
    const result = await submit(
      {
        legal_id: pair.legalId,
        currency_id: pair.currencyId,
        type: side === 'buy' ? 1 : 2,
        target_price: check.price ?? '',
        amount: check.amount,
      },
      { silent: true },
    );
    if (result.type === 'ok') {
      form.clearInputs();
      form.setFeedback({ tone: 'success', message: { messageKey: 'spot:panel.success' } });
      onPlaced(result.message);
      return;
    }
    const notice = failureNotice(result);
    if (notice) form.setFeedback({ tone: 'error', message: notice });
    if (result.type === 'not') bindPrompt.start();
  }

  return { place, pending, offline, bindPrompt };
}
