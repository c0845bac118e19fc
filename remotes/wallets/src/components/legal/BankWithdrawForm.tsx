import { Button, Field, NumberInput, FailureMessage, type FormFeedback } from '@exchange/ui';
import {
  BANK_CHANNEL,
  BANK_PLACEHOLDER_ADDRESS,
  cashInfo,
  getRateCurrency,
  walletOut,
} from '@exchange/protocol';
import {
  DELAY_MS,
  failureNotice,
  format,
  isPositive,
  parseAmount,
  useCall,
  useIdempotentSubmit,
  useTradePasswordPrompt,
} from '@exchange/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { convertedAmount, percentFee } from '../../model/withdraw';
import { Facts, Form } from '../assets/layout';
import { BindTradePasswordPrompt } from '../withdraw/BindTradePasswordPrompt';
import { useSecondFactorCode } from '../withdraw/SecondFactorField';
import { TradePasswordField } from '../withdraw/TradePasswordField';

export interface BankWithdrawFormProps {
  currency: number;
  name: string;
  available: string;
  onDone: () => void;
}

/**
 * Spec §2/§5 bank-card withdrawal of the fiat account: the read-only bank card (user/cash_info), the
 * amount converted to local currency (getRateCurrency), fee = amount x rate / 100. Without a bank
 * card: 'complete bank card information', then to settings after 1 s.
 */
export function BankWithdrawForm({ currency, name, available, onDone }: BankWithdrawFormProps) {
  const { t } = useTranslation('wallets');
  const navigate = useNavigate();
  const bank = useCall(cashInfo, {});
  const rate = useCall(getRateCurrency, { id: currency });
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  // One Idempotency-Key per withdrawal: a retry after a lost answer withdraws once.
  const { submit, pending } = useIdempotentSubmit(walletOut);
  const notFlow = useTradePasswordPrompt();
  const secondFactor = useSecondFactorCode();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const card = bank.data;
  const hasCard = Boolean(card?.bank_account && card.bank_name);
  const bankRate = rate.data?.bank_rate ?? '0';
  const localCurrency = rate.data?.local_currency ?? '';
  const converted = rate.data ? convertedAmount(amount, rate.data.rmb) : '';
  const fee = percentFee(amount, bankRate);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasCard) {
      setFeedback({ tone: 'error', message: { messageKey: 'wallet.bankIncomplete' } });
      timer.current = setTimeout(() => navigate('/userSetting'), DELAY_MS.redirect);
      return;
    }
    const value = parseAmount(amount, { decimals: 8 });
    if (value === undefined || !isPositive(value)) {
      setFeedback({ tone: 'error', message: { messageKey: 'wallet.enterNumber' } });
      return;
    }
    const withdrawal = {
      type: BANK_CHANNEL,
      currency,
      number: value,
      rate: bankRate,
      address: BANK_PLACEHOLDER_ADDRESS,
    };
    // The password and 2FA code typed again are the same withdrawal: they stay out of the intent.
    const result = await submit(
      { ...withdrawal, pay_password: password, totp_code: secondFactor.code },
      { intent: withdrawal, silent: true },
    );
    secondFactor.onAnswer(result);
    if (result.type === 'ok') {
      setAmount('');
      setPassword('');
      setFeedback({ tone: 'success', message: { messageKey: 'wallets:legal.withdrawn' } });
      timer.current = setTimeout(onDone, DELAY_MS.withdrawalReload);
      return;
    }
    const notice = failureNotice(result);
    setFeedback(notice && { tone: 'error', message: notice });
    if (result.type === 'not') notFlow.start();
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Facts>
        <dt>{t('legal.yourCard')}</dt>
        <dd data-testid="bank-card">
          {hasCard && card ? (
            <>
              {card.bank_name} · <bdi dir="ltr">{card.bank_account}</bdi>
            </>
          ) : (
            t('legal.noCard')
          )}
        </dd>
      </Facts>
      <Field
        label={t('legal.withdrawAmount')}
        required
        hint={t('withdraw.available', { amount: format(available, 'wallet'), currency: name })}
      >
        {(control) => (
          <NumberInput {...control} value={amount} maxDecimals={8} suffix={name} onChange={setAmount} />
        )}
      </Field>
      <TradePasswordField value={password} onChange={setPassword} />
      {secondFactor.field}
      <Facts>
        <dt>{t('legal.converted', { currency: localCurrency })}</dt>
        <dd data-testid="bank-converted">
          {converted === '' ? '--' : format(converted, 'fiat', { group: true })}
        </dd>
        <dt>{t('legal.fee', { rate: bankRate })}</dt>
        <dd data-testid="bank-fee">
          {fee === '' ? '--' : format(fee, 'wallet')} {name}
        </dd>
      </Facts>
      <FailureMessage message={feedback?.message} tone={feedback?.tone} />
      <div>
        <Button type="submit" loading={pending} disabled={pending}>
          {t('legal.withdrawSubmit')}
        </Button>
      </div>
      <BindTradePasswordPrompt open={notFlow.open} onClose={notFlow.close} />
    </Form>
  );
}
