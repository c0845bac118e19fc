import { spotApi, type SpotOrder } from '@exchange/protocol';
import {
  failureNotice,
  useConnectionState,
  useIdempotentSubmit,
  useTradePasswordPrompt,
  type StoredPair,
} from '@exchange/sdk';
import { checkOrder, fieldOfRefusal, type OrderCheck } from '../model/orderRequest';
import type { SpotOrderForm } from './useSpotOrderForm';

/**
 * Places the panel's order (spec §4 Spot order, §5 Spot; issue 26's advanced orders and time in
 * force): checked first, one submit at a time and never while the socket is down, an
 * Idempotency-Key per intended order (a retry of the same inputs re-uses it, so a double click
 * places one). The outcome goes to the form's feedback; a `not` (spec §8 coin/trade: no trade
 * password) also starts the bind-password prompt.
 */
export function usePlaceSpotOrder(
  pair: StoredPair,
  form: SpotOrderForm,
  available: string | undefined,
  onPlaced: (order: SpotOrder) => void,
  lastPrice: () => string | undefined = () => undefined,
) {
  const offline = useConnectionState() !== 'online';
  const { submit, pending } = useIdempotentSubmit(spotApi.coinTrade);
  const bindPrompt = useTradePasswordPrompt();

  /** The §5 checks; a failure is shown at once (and its field marked). */
  function check(): OrderCheck {
    const result = checkOrder({ ...form, available, lastPrice: lastPrice() });
    if (!result.ok)
      form.setFeedback(
        { tone: 'error', message: { messageKey: `spot:panel.errors.${result.error}` } },
        result.field,
      );
    return result;
  }

  async function place() {
    if (offline || pending) return;
    const checked = check();
    if (!checked.ok) return;
    form.setFeedback(null);
    const result = await submit(
      {
        legal_id: pair.legalId,
        currency_id: pair.currencyId,
        type: form.side === 'buy' ? 1 : 2,
        ...checked.fields,
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
    if (notice) form.setFeedback({ tone: 'error', message: notice }, fieldOfRefusal(notice.messageKey));
    if (result.type === 'not') bindPrompt.start();
  }

  return { place, check, pending, offline, bindPrompt };
}
