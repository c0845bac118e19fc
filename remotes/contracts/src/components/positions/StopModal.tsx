import type { LeverPosition } from '@exchange/protocol';
import { format, isPositive } from '@exchange/sdk';
import { FailureMessage, Modal, type NoticeContent } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateStops } from '../../model/stops';
import { Line } from '../common/styles';
import { StopStepper } from './StopStepper';

export interface StopModalProps {
  position: LeverPosition | null;
  pending: boolean;
  onClose: () => void;
  /** The server refused the last save (shown under the form). */
  failure?: NoticeContent | null;
  /** Sends the stops (checked here first, spec §5); the owner closes the modal once saved. */
  onSave: (profit: string, loss: string) => void;
}

const startValue = (price: string) => (isPositive(price) ? price : '');

/** Spec §2 set-stop modal: stop-profit and stop-loss of one position, each with a 0.01 stepper. */
export function StopModal({ position, pending, failure, onClose, onSave }: StopModalProps) {
  const { t } = useTranslation('contracts');
  const [profit, setProfit] = useState(() => startValue(position?.target_profit_price ?? '0'));
  const [loss, setLoss] = useState(() => startValue(position?.stop_loss_price ?? '0'));
  const [error, setError] = useState<{ field?: 'profit' | 'loss'; text: string } | null>(null);
  if (!position) return null;
  const side = position.type === 1 ? 'buy' : 'sell';
  const belowZero = (field: 'profit' | 'loss') => () => setError({ field, text: t('errors.thanzone') });

  const save = () => {
    if (pending) return;
    const check = validateStops({ side, openPrice: position.update_price, profit, loss });
    if (!check.ok) {
      setError({ field: check.field, text: t(`errors.${check.error}`) });
      return;
    }
    setError(null);
    onSave(check.targetProfitPrice, check.stopLossPrice);
  };

  return (
    <Modal
      open
      title={t('stops.title', { pair: position.symbol })}
      onClose={onClose}
      onConfirm={save}
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
      <FailureMessage message={error && !error.field ? error.text : failure} />
    </Modal>
  );
}
