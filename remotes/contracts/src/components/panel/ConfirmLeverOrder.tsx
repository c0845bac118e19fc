import { format } from '@exchange/sdk';
import { Modal, TextInput } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverFigures, LeverMode, LeverSide } from '../../model/leverRules';
import { Line } from '../common/styles';

export interface ConfirmLeverOrderProps {
  open: boolean;
  side: LeverSide;
  mode: LeverMode;
  base: string;
  quote: string;
  multiple: string;
  lots: number;
  figures: LeverFigures | undefined;
  liquidation: string | undefined;
  pending: boolean;
  onClose: () => void;
  /** The trader agreed; `password` is the trade password typed (spec §7 lever/submit). */
  onConfirm: (password: string) => void;
}

/**
 * The confirm modal (spec §2): what is about to open, its margin, fee and estimated liquidation
 * price, and the trade password, before the trader agrees.
 */
export function ConfirmLeverOrder(props: ConfirmLeverOrderProps) {
  const { t } = useTranslation('contracts');
  const [password, setPassword] = useState('');
  const { figures, quote, side } = props;
  const close = () => {
    setPassword('');
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t(side === 'buy' ? 'confirm.titleLong' : 'confirm.titleShort', {
        pair: `${props.base}/${quote}`,
      })}
      onClose={close}
      onConfirm={() => {
        if (props.pending) return;
        props.onConfirm(password);
        setPassword('');
      }}
      confirmLabel={t('confirm.agree')}
      confirmVariant={side}
    >
      <Line>
        <span>{t('confirm.kind')}</span>
        <span>{t(props.mode === 'standard' ? 'panel.standard' : 'panel.limit')}</span>
      </Line>
      <Line>
        <span>{t('panel.multiple')}</span>
        <span>{t('panel.times', { multiple: props.multiple })}</span>
      </Line>
      <Line>
        <span>{t('panel.lots')}</span>
        <span>{props.lots}</span>
      </Line>
      <Line>
        <span>{t(props.mode === 'standard' ? 'confirm.marketPrice' : 'confirm.openPrice')}</span>
        <span>{format(figures?.price, 'price')}</span>
      </Line>
      <Line>
        <span>{t('panel.value')}</span>
        <span dir="ltr">{`${format(figures?.value, 'amount')} ${quote}`}</span>
      </Line>
      <Line>
        <span>{t('panel.margin')}</span>
        <strong
          data-testid="confirm-margin"
          dir="ltr"
        >{`${format(figures?.margin, 'amount')} ${quote}`}</strong>
      </Line>
      <Line>
        <span>{t('panel.fee')}</span>
        <span dir="ltr">{`${format(figures?.fee, 6)} ${quote}`}</span>
      </Line>
      <Line>
        <span>{t('confirm.liquidation')}</span>
        <strong data-testid="confirm-liquidation">{format(props.liquidation, 'price')}</strong>
      </Line>
      <p>{t('confirm.liquidationNote')}</p>
      <label htmlFor="lever-trade-password">{t('confirm.password')}</label>
      <TextInput
        id="lever-trade-password"
        type="password"
        autoComplete="off"
        maxLength={16}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </Modal>
  );
}
