import type { MicroCurrency, MicroDirection, MicroSecondsOption } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { Button, FailureMessage, Select } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { feeOf, payoutOf } from '../model/orderForm';
import type { usePlaceOrder } from '../hooks/usePlaceOrder';
import { ChoiceGroup } from './ChoiceGroup';
import { InsuranceCover } from './InsuranceCover';
import { Label, Line, Sides } from './panelParts';

export interface OrderFormProps {
  currencies: readonly MicroCurrency[];
  options: readonly MicroSecondsOption[];
  order: ReturnType<typeof usePlaceOrder>;
}

/** Spec §2 order panel: currency, amount (micro_numbers, 0 decimals), duration with its profit ratio, the currency's insurance, up/down. */
export function OrderForm({ currencies, options, order }: OrderFormProps) {
  const { t } = useTranslation('micro');
  const [currencyId, setCurrencyId] = useState(currencies[0]!.currency_id);
  const [number, setNumber] = useState('');
  const [seconds, setSeconds] = useState<number | undefined>(options[0]?.seconds);
  const currency = currencies.find((entry) => entry.currency_id === currencyId) ?? currencies[0]!;
  const option = options.find((entry) => entry.seconds === seconds);
  const chosen = number !== '' ? number : undefined;
  const { place, pending, offline, feedback, clearFeedback } = order;
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clearFeedback();
    };
  const [pressed, setPressed] = useState<MicroDirection>(1);
  const submit = (direction: MicroDirection) => {
    setPressed(direction);
    void place({ currency, number, option }, direction);
  };

  return (
    <>
      <Label htmlFor="micro-currency">{t('panel.currency')}</Label>
      <Select
        id="micro-currency"
        value={String(currency.currency_id)}
        onChange={(value) => change(setCurrencyId)(Number(value))}
        options={currencies.map((entry) => ({ value: String(entry.currency_id), label: entry.name }))}
      />
      <Line>
        <span>{t('panel.balance')}</span>
        <output data-testid="micro-balance">
          {format(currency.user_wallet.micro_balance, 'wallet')} {currency.name}
        </output>
      </Line>
      <Link to={`/microAccount?currency_id=${currency.currency_id}`}>{t('panel.transfer')}</Link>
      <ChoiceGroup
        legend={t('panel.amount')}
        choices={currency.micro_numbers.map((value) => ({
          value,
          label: format(value, 0, { rounding: 'down' }),
        }))}
        value={number}
        onChange={change(setNumber)}
      />
      <ChoiceGroup
        legend={t('panel.seconds')}
        choices={options.map((entry) => ({
          value: entry.seconds,
          label: t('panel.secondsOption', { seconds: entry.seconds }),
          detail: t('panel.profitRatio', { ratio: format(entry.profit_ratio, 2, { rounding: 'down' }) }),
        }))}
        value={seconds}
        onChange={change(setSeconds)}
      />
      <Line>
        <span>{t('panel.payout')}</span>
        <output data-testid="micro-payout">
          {chosen && option ? `${format(payoutOf(chosen, option), 'amount')} ${currency.name}` : '--'}
        </output>
      </Line>
      <Line>
        <span>{t('panel.fee')}</span>
        <output>{chosen ? `${format(feeOf(chosen, currency), 'amount')} ${currency.name}` : '--'}</output>
      </Line>
      {offline && <FailureMessage tone="warning" message={t('panel.offline')} />}
      {feedback && <FailureMessage tone={feedback.tone} message={feedback.message} />}
      <Sides>
        <Button variant="buy" block disabled={offline} loading={pending} onClick={() => submit(1)}>
          {pending && pressed === 1 ? t('panel.placing') : t('panel.up')}
        </Button>
        <Button variant="sell" block disabled={offline} loading={pending} onClick={() => submit(2)}>
          {pending && pressed === 2 ? t('panel.placing') : t('panel.down')}
        </Button>
      </Sides>
      <InsuranceCover currency={currency} />
    </>
  );
}
