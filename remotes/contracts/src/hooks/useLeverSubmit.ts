import { leverApi, type LeverPosition } from '@exchange/protocol';
import { useIdempotentSubmit, useTradePasswordPrompt } from '@exchange/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leverModeStatus, leverSideType, type LeverMode, type LeverSide } from '../model/leverRules';
import type { ContractPair } from '../model/market';
import type { MessageKind } from '../components/common/styles';
import { useServerText } from './useServerText';

export type Feedback = { kind: MessageKind; text: string } | null;

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
 * password: the message, then after 1 s the §8 prompt to bind one), any other failure inline. One
 * Idempotency-Key per intended order (the trade password is not part of it), so a double click or a
 * retry opens one position.
 */
export function useLeverSubmit(pair: ContractPair, onPlaced: (position: LeverPosition) => void) {
  const { t } = useTranslation('contracts');
  const serverText = useServerText();
  const { submit, pending } = useIdempotentSubmit(leverApi.submit);
  const bindPrompt = useTradePasswordPrompt();
  const [feedback, setFeedback] = useState<Feedback>(null);

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
      setFeedback({ kind: 'success', text: t(opened ? 'panel.opened' : 'panel.pendingPlaced') });
      onPlaced(result.message);
      return true;
    }
    setFeedback({ kind: result.type === 'not' ? 'warning' : 'error', text: serverText(result) });
    if (result.type === 'not') bindPrompt.start();
    return false;
  }

  return { place, pending, feedback, setFeedback, bindPrompt };
}
