import { format, useSubmit } from '@exchange/sdk';
import { lockupCancel, type LockupOrder } from '@exchange/protocol';
import { Modal, useToast } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { cancelReturn, LOCKUP_DECIMALS } from '../../model/lockup';
import { Facts, Muted } from '../layout';

export interface CancelDialogProps {
  order: LockupOrder;
  onClose: () => void;
  /** The server cancelled it: mark the row (spec §4) with its answer. */
  onCancelled: (answer: LockupOrder) => void;
}

/** Spec §7: the confirm dialog shows the cancel fee before anything is cancelled. */
export function CancelDialog({ order, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation('earn');
  const toast = useToast();
  const { submit } = useSubmit(lockupCancel);
  const money = (value: string) =>
    `${format(value, LOCKUP_DECIMALS, { rounding: 'down' })} ${order.currency_name}`;

  const confirm = async () => {
    const result = await submit({ id: order.id });
    if (result.type !== 'ok') return;
    toast.show(t('lock.cancelled'), { kind: 'success' });
    onCancelled(result.message);
    onClose();
  };

  return (
    <Modal
      open
      title={t('lock.cancelTitle')}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={t('lock.cancelConfirm')}
      cancelLabel={t('lock.keep')}
      confirmVariant="sell"
    >
      <Facts>
        <div>
          <dt>{t('lock.amount')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('lock.cancelFee')}</dt>
          <dd>{money(order.cancel_fee)}</dd>
        </div>
        <div>
          <dt>{t('lock.cancelReturn')}</dt>
          <dd>{money(cancelReturn(order))}</dd>
        </div>
      </Facts>
      <Muted style={{ marginBlockStart: 12 }}>{t('lock.cancelWarning')}</Muted>
    </Modal>
  );
}
