import { leverApi, type LeverPosition } from '@exchange/protocol';
import { failureNotice, useIdempotentSubmit, useTradePasswordPrompt } from '@exchange/sdk';
import type { FormFeedback } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leverModeStatus, leverSideType, type LeverMode, type LeverSide } from '../model/leverRules';
import type { ContractPair } from '../model/market';

export interface LeverOrder {
  mode: LeverMode;
  side: LeverSide;
  multiple: string;
  share: number;
  price?: string;
  password: string;
}

/**
 * lever/submit (spec §7) with its answers: ok (the position, the page refreshes), 'not' (no trade
 * password: the message, then after 1 s the §8 prompt to bind one), any other failure inline as the
 * sdk's `failureNotice` says (a `FormFeedback` for the shared `FailureMessage`). One
 * Idempotency-Key per intended order (the trade password is not part of it), so a double click or a
 * retry opens one position.
 */
export function useLeverSubmit(pair: ContractPair, onPlaced: (position: LeverPosition) => void) {
  const { t } = useTranslation('contracts');
  const { submit, pending } = useIdempotentSubmit(leverApi.submit);
  const bindPrompt = useTradePasswordPrompt();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  async function place(order: LeverOrder): Promise<boolean> {
    const intent = {
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
      multiple: order.multiple,
      share: String(order.share),
      type: leverSideType[order.side],
      status: leverModeStatus[order.mode],
      target_price: order.mode === 'limit' ? order.price : '',
    };
    const result = await submit({ ...intent, password: order.password }, { intent, silent: true });
    if (result.type === 'duplicate' || result.type === 'network') return false;
    if (result.type === 'ok') {
      const opened = result.message.status === 1;
      setFeedback({ tone: 'success', message: t(opened ? 'panel.opened' : 'panel.pendingPlaced') });
      onPlaced(result.message);
      return true;
    }
    const notice = failureNotice(result);
    setFeedback(notice && { tone: 'error', message: notice });
    if (result.type === 'not') bindPrompt.start();
    return false;
  }

  return { place, pending, feedback, setFeedback, bindPrompt };
}
