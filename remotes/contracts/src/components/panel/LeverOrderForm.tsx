import { Button, FailureMessage } from '@exchange/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { useLeverSubmit } from '../../hooks/useLeverSubmit';
import {
  checkLots,
  validateLeverOrder,
  type LeverMode,
  type LeverOrderError,
  type LeverSide,
} from '../../model/leverRules';
import { estimateOrder, type ContractPair, type LeverMarket } from '../../model/market';
import { ConfirmLeverOrder } from './ConfirmLeverOrder';
import { LeverFields } from './LeverFields';
import { LeverFiguresView } from './LeverFiguresView';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface LeverOrderFormProps {
  mode: LeverMode;
  /** A price picked in the book (limit mode). */
  initialPrice?: string;
  side: LeverSide;
  pair: ContractPair;
  market: LeverMarket;
  /** The account as lever/deal last said (for the liquidation estimate). */
  account: { balance: string; profitsTotal: string; hazardRate: string };
  offline: boolean;
  submitter: ReturnType<typeof useLeverSubmit>;
}

/**
 * The order being typed: fields, live figures, §5 checks on submit, then the confirm modal.
 * Remounted on a mode switch, which clears the multiple, the price and the figures (§4).
 */
export function LeverOrderForm(props: LeverOrderFormProps) {
  const { mode, side, pair, market, account, offline, submitter } = props;
  const { t } = useTranslation('contracts');
  const [multiple, setMultiple] = useState('');
  const [price, setPrice] = useState(props.initialPrice ?? '');
  const [lots, setLots] = useState('');
  const [lotsTouched, setLotsTouched] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { feedback, setFeedback, pending } = submitter;

  const errorText = (error: LeverOrderError) =>
    t(`errors.${error.key}`, 'min' in error ? { min: error.min } : 'max' in error ? { max: error.max } : {});
  const lotError = lotsTouched ? checkLots(lots, market.limits) : undefined;
  const { figures, liquidation } = estimateOrder({ mode, side, price, lots, multiple, market, account });

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setFeedback(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (offline || pending) return;
    const check = validateLeverOrder({ mode, multiple, price, lots, limits: market.limits });
    if (!check.ok) {
      setLotsTouched(true);
      setFeedback({ tone: 'error', message: errorText(check.error) });
      return;
    }
    setFeedback(null);
    setConfirming(check.share);
  };

  const confirm = async (password: string) => {
    if (confirming === null) return;
    const placed = await submitter.place({ mode, side, multiple, share: confirming, price, password });
    setConfirming(null);
    if (placed) {
      setLots('');
      setPrice('');
      setLotsTouched(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <LeverFields
        mode={mode}
        market={market}
        quote={pair.quote}
        multiple={multiple}
        onMultiple={edit(setMultiple)}
        price={price}
        onPrice={edit(setPrice)}
        lots={lots}
        onLots={(value) => {
          setLotsTouched(true);
          edit(setLots)(value);
        }}
        lotsError={lotError && lotError.key !== 'enterLots' ? errorText(lotError) : undefined}
      />
      <LeverFiguresView figures={figures} quote={pair.quote} available={market.available} loggedIn />
      {offline && <FailureMessage tone="warning" message={t('panel.offline')} />}
      {feedback && <FailureMessage tone={feedback.tone} message={feedback.message} />}
      <Button type="submit" variant={side} block disabled={offline} loading={pending}>
        {t(side === 'buy' ? 'panel.buyLong' : 'panel.sellShort', { coin: pair.base })}
      </Button>
      <ConfirmLeverOrder
        open={confirming !== null}
        side={side}
        mode={mode}
        base={pair.base}
        quote={pair.quote}
        multiple={multiple}
        lots={confirming ?? 0}
        figures={figures}
        liquidation={liquidation}
        pending={pending}
        onClose={() => setConfirming(null)}
        onConfirm={(password) => void confirm(password)}
      />
    </Form>
  );
}
