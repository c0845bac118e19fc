import { leverApi, type LeverPosition } from '@exchange/protocol';
import { newIdempotencyKey, useSubmit, useTradePasswordPrompt } from '@exchange/sdk';
import { useRef, useState } from 'react';
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
 * Idempotency-Key per intended order, so a double click or a retry opens one position.
 */
export function useLeverSubmit(pair: ContractPair, onPlaced: (position: LeverPosition) => void) {
  const { t } = useTranslation('contracts');
  const serverText = useServerText();
  const { submit, pending } = useSubmit(leverApi.submit);
  const bindPrompt = useTradePasswordPrompt();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const key = useRef<string | null>(null);

  async function place(order: LeverOrder): Promise<boolean> {
    key.current ??= newIdempotencyKey();
    const result = await submit(
      {
        legal_id: pair.legalId,
        currency_id: pair.currencyId,
        multiple: order.multiple,
        password: order.password,
        share: String(order.share),
        type: leverSideType[order.side],
        status: leverModeStatus[order.mode],
        target_price: order.mode === 'limit' ? order.price : '',
      },
      { idempotencyKey: key.current, silent: true },
    );
    if (result.type === 'duplicate' || result.type === 'network') return false;
    key.current = null;
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
