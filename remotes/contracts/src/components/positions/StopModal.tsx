import type { LeverPosition } from '@exchange/protocol';
import { format, isPositive } from '@exchange/sdk';
import { Modal } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateStops } from '../../model/stops';
import { Line, Message } from '../common/styles';
import { StopStepper } from './StopStepper';

export interface StopModalProps {
  position: LeverPosition | null;
  pending: boolean;
  onClose: () => void;
  /** Sends the stops; resolves with the server's refusal, if any. */
  onSave: (profit: string, loss: string) => Promise<{ ok: boolean; message?: string }>;
}

const startValue = (price: string) => (isPositive(price) ? price : '');

/** Spec §2 set-stop modal: stop-profit and stop-loss of one position, each with a 0.01 stepper. */
export function StopModal({ position, pending, onClose, onSave }: StopModalProps) {
  const { t } = useTranslation('contracts');
  const [profit, setProfit] = useState(() => startValue(position?.target_profit_price ?? '0'));
  const [loss, setLoss] = useState(() => startValue(position?.stop_loss_price ?? '0'));
  const [error, setError] = useState<{ field?: 'profit' | 'loss'; text: string } | null>(null);
  if (!position) return null;
  const side = position.type === 1 ? 'buy' : 'sell';
  const belowZero = (field: 'profit' | 'loss') => () => setError({ field, text: t('errors.thanzone') });

  const save = async () => {
    if (pending) return;
    const check = validateStops({ side, openPrice: position.update_price, profit, loss });
    if (!check.ok) {
      setError({ field: check.field, text: t(`errors.${check.error}`) });
      return;
    }
    const answer = await onSave(check.targetProfitPrice, check.stopLossPrice);
    if (answer.ok) onClose();
    else setError({ text: answer.message ?? t('errors.network') });
  };

  return (
    <Modal
      open
      title={t('stops.title', { pair: position.symbol })}
      onClose={onClose}
      onConfirm={() => void save()}
      confirmLabel={t('stops.save')}
    >
      <Line>
        <span>{t('columns.openPrice')}</span>
        <span>{format(position.update_price, 'price')}</span>
      </Line>
      <Line>
        <span>{t('columns.price')}</span>
        <span>{format(position.price, 'price')}</span>
      </Line>
      <StopStepper
        id="stop-profit"
        label={t('stops.profit')}
        value={profit}
        onChange={(value) => {
          setProfit(value);
          setError(null);
        }}
        onBelowZero={belowZero('profit')}
        error={error?.field === 'profit' ? error.text : undefined}
      />
      <StopStepper
        id="stop-loss"
        label={t('stops.loss')}
        value={loss}
        onChange={(value) => {
          setLoss(value);
          setError(null);
        }}
        onBelowZero={belowZero('loss')}
        error={error?.field === 'loss' ? error.text : undefined}
      />
      <p>{t('stops.hint')}</p>
      {error && !error.field && (
        <Message $kind="error" role="alert">
          {error.text}
        </Message>
      )}
    </Modal>
  );
}
