import { format } from '@exchange/sdk';
import type { LockupOrder } from '@exchange/protocol';
import { Modal } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { cancelReturn, LOCKUP_DECIMALS } from '../../model/lockup';
import { Facts, Muted } from '../layout';

export interface CancelDialogProps {
  order: LockupOrder;
  onClose: () => void;
  /** Cancel it (the list's row action: one request, the row busy, a refusal shown under the list). */
  onConfirm: () => unknown;
}

/** Spec §7: the confirm dialog shows the cancel fee before anything is cancelled. */
export function CancelDialog({ order, onClose, onConfirm }: CancelDialogProps) {
  const { t } = useTranslation('earn');
  const money = (value: string) =>
    `${format(value, LOCKUP_DECIMALS, { rounding: 'down' })} ${order.currency_name}`;

  return (
    <Modal
      open
      title={t('lock.cancelTitle')}
      onClose={onClose}
      onConfirm={onConfirm}
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
