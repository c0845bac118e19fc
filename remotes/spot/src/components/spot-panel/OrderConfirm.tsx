import { format, type StoredPair } from '@exchange/sdk';
import { Button, Modal } from '@exchange/ui';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderFields } from '../../model/orderRequest';
import { orderTotal, type Side } from '../../model/spotRules';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
`;

export interface OrderConfirmProps {
  pair: StoredPair;
  side: Side;
  /** The checked order; the dialog is closed while undefined. */
  order: OrderFields | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The order as it will be sent, asked for after Enter in a field of the panel (issue 26 item 5): the
 * confirm button has the focus, so a second Enter places it and Esc goes back to the field.
 */
export function OrderConfirm({ pair, side, order, onConfirm, onClose }: OrderConfirmProps) {
  const { t } = useTranslation('spot');
  const confirm = useRef<HTMLButtonElement>(null);
  const open = order !== undefined;
  // After the dialog's own focus move (its effect runs first): the confirm button takes it.
  useEffect(() => {
    if (open) confirm.current?.focus();
  }, [open]);
  if (!order) return null;

  const quote = pair.legalName;
  const kind = order.kind ?? (order.target_price === '' ? 'market' : 'limit');
  const rows: [string, string][] = [
    [
      t('panel.confirmSide'),
      `${side === 'buy' ? t('panel.buy') : t('panel.sell')} · ${t(`orders.kinds.${kind}`)}`,
    ],
  ];
  if (order.trigger_price)
    rows.push([t('panel.triggerPrice'), `${format(order.trigger_price, 'price')} ${quote}`]);
  rows.push([
    kind === 'market' ? t('panel.buyPrice') : t('panel.limitPrice'),
    kind === 'market' ? t('orders.market') : `${format(order.target_price, 'price')} ${quote}`,
  ]);
  if (order.stop_limit_price)
    rows.push([t('panel.stopLimitPrice'), `${format(order.stop_limit_price, 'price')} ${quote}`]);
  rows.push([t('panel.amount', { coin: pair.currencyName }), format(order.amount, 'amount')]);
  if (kind !== 'market')
    rows.push([
      t('panel.total', { coin: quote }),
      format(orderTotal(order.target_price, order.amount), 'price'),
    ]);
  if (order.time_in_force) rows.push([t('panel.timeInForce'), t(`panel.tif.${order.time_in_force}`)]);

  return (
    <Modal
      open
      title={t('panel.confirmTitle')}
      onClose={onClose}
      footer={
        <Footer>
          <Button variant="ghost" onClick={onClose}>
            {t('panel.confirmBack')}
          </Button>
          <Button ref={confirm} variant={side} onClick={onConfirm}>
            {side === 'buy'
              ? t('panel.buyCoin', { coin: pair.currencyName })
              : t('panel.sellCoin', { coin: pair.currencyName })}
          </Button>
        </Footer>
      }
    >
      <Summary>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Summary>
    </Modal>
  );
}

export default OrderConfirm;
