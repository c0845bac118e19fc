import { Button, Field, NumberInput, Tabs, TextInput, FailureMessage, type FormFeedback } from '@exchange/ui';
import { getInfo, MakeWallet, walletOut, type Chain } from '@exchange/protocol';
import {
  DELAY_MS,
  format,
  useCall,
  useIdempotentSubmit,
  useTradePasswordPrompt,
  failureNotice,
} from '@exchange/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWithdraw, receivedAmount } from '../../model/withdraw';
import { Card, CardHead, Facts, Form, Muted } from '../assets/layout';
import { ChainTabs, defaultChain } from '../deposit/ChainTabs';
import { BindTradePasswordPrompt } from './BindTradePasswordPrompt';
import { SavedAddressPicker } from './SavedAddressPicker';
import { useSecondFactorCode } from './SecondFactorField';
import { TradePasswordField } from './TradePasswordField';

export interface WithdrawPanelProps {
  currency: number;
  name: string;
  onClose: () => void;
  /** Called 1.5 s after a withdrawal was accepted (spec §4: reload); the panel keeps its confirmation. */
  onDone: () => void;
}

/** Spec §2 withdraw panel, §5 Withdraw and Fee display, §4 Withdraw response, §8 'not'. */
export function WithdrawPanel({ currency, name, onClose, onDone }: WithdrawPanelProps) {
  const { t } = useTranslation('wallets');
  const info = useCall(getInfo, { currency });
  const chains = info.data?.type_data ?? [];
  const [picked, setPicked] = useState<Chain | undefined>(undefined);
  const chainKey = picked ?? defaultChain(chains);
  const chain = chains.find((option) => option.type === chainKey);
  const min = chain?.min_number ?? info.data?.min_number ?? '0';
  const fee = chain?.rate ?? info.data?.rate ?? '0';
  const memoNeeded = info.data?.make_wallet === MakeWallet.memo;
  const hasPassword = info.data?.has_trade_password ?? true;

  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [password, setPassword] = useState('');
  const secondFactor = useSecondFactorCode();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  // One Idempotency-Key per withdrawal: a retry after a lost answer withdraws once.
  const { submit, pending } = useIdempotentSubmit(walletOut);
  const notFlow = useTradePasswordPrompt();
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = checkWithdraw({
      address,
      amount,
      min,
      memoRequired: memoNeeded,
      memo,
      password,
      passwordRequired: hasPassword,
    });
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    setFeedback(null);
    const withdrawal = {
      type: chainKey,
      currency,
      number: amount,
      rate: fee,
      address: address.trim(),
      memo: memoNeeded ? memo.trim() : undefined,
    };
    // The password and 2FA code typed again are the same withdrawal: they stay out of the intent.
    const result = await submit(
      { ...withdrawal, pay_password: password, totp_code: secondFactor.code },
      { intent: withdrawal, silent: true },
    );
    secondFactor.onAnswer(result);
    if (result.type === 'ok') {
      setFeedback({ tone: 'success', message: { messageKey: 'wallets:withdraw.submitted' } });
      setAmount('');
      setPassword('');
      doneTimer.current = setTimeout(() => {
        info.reload();
        onDone();
      }, DELAY_MS.withdrawalReload);
      return;
    }
    const notice = failureNotice(result);
    setFeedback(notice && { tone: 'error', message: notice });
    if (result.type === 'not') notFlow.start();
  };

  const available = info.data?.change_balance;
  const received = receivedAmount(amount, fee);
  return (
    <Card aria-labelledby="withdraw-title">
      <CardHead>
        <h2 id="withdraw-title">{t('withdraw.title', { currency: name })}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('assets.close')}
        </Button>
      </CardHead>
      <Tabs
        aria-label={t('withdraw.title', { currency: name })}
        items={[{ value: 'address', label: t('withdraw.addressTab') }]}
        value="address"
        onChange={() => undefined}
      />
      <ChainTabs chains={chains} value={chainKey ?? 'erc20'} onChange={setPicked} />
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <SavedAddressPicker currency={currency} name={name} address={address} onPick={setAddress} />
        <Field label={t('withdraw.address')} required>
          {(control) => (
            <TextInput
              {...control}
              value={address}
              placeholder={t('withdraw.addressPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('withdraw.amount')}
          required
          hint={`${t('withdraw.available', { amount: format(available, 'wallet'), currency: name })} · ${t('withdraw.min', { min, currency: name })}`}
        >
          {(control) => (
            <NumberInput
              {...control}
              value={amount}
              maxDecimals={8}
              suffix={name}
              placeholder={t('withdraw.amountPlaceholder')}
              onChange={setAmount}
            />
          )}
        </Field>
        {memoNeeded && (
          <Field label={t('withdraw.memo')} required>
            {(control) => (
              <TextInput {...control} value={memo} onChange={(event) => setMemo(event.target.value)} />
            )}
          </Field>
        )}
        {hasPassword && <TradePasswordField value={password} onChange={setPassword} required />}
        {secondFactor.field}
        <Facts>
          <dt>{t('withdraw.fee')}</dt>
          <dd data-testid="withdraw-fee">
            {format(fee, 'wallet')} {name}
          </dd>
          <dt>{t('withdraw.received')}</dt>
          <dd data-testid="withdraw-received">
            {received === '' ? '--' : format(received, 'wallet')} {name}
          </dd>
        </Facts>
        <FailureMessage message={feedback?.message} tone={feedback?.tone} />
        <div>
          <Button type="submit" loading={pending} disabled={pending || !info.data}>
            {t('withdraw.submit')}
          </Button>
        </div>
        {!info.data && info.loading && <Muted>{t('deposit.loading')}</Muted>}
      </Form>
      <BindTradePasswordPrompt open={notFlow.open} onClose={notFlow.close} />
    </Card>
  );
}
