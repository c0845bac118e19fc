import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { walletChange } from '@exchange/protocol';
import { format, parseAmount, useIdempotentSubmit } from '@exchange/sdk';
import { Button, Field, Modal, NumberInput, Select, narrowScreen, useToast } from '@exchange/ui';
import {
  TRANSFER_DECIMALS,
  checkTransfer,
  otherAccount,
  type TransferAccount,
  type TransferCurrency,
  type TransferProblem,
} from '../../model/transfer';

export interface TransferFormProps {
  currencies: readonly TransferCurrency[];
  initial: { currency?: number; from: TransferAccount; to: TransferAccount };
  onTransferred: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr 1fr;
  ${narrowScreen} {
    grid-template-columns: 1fr;
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const problemText: Record<TransferProblem, string> = {
  wrongAmount: 'server:transfer.wrongAmount',
  overAvailable: 'wallets:transfer.overAvailable',
  sameAccount: 'server:transfer.sameAccount',
};

/**
 * Spec §2 Transfer: currency, from and to accounts (never the same), amount, the available balance
 * of the from account (2 decimals, §9), a confirm dialog, then wallet/change (one submit at a time).
 */
export function TransferForm({ currencies, initial, onTransferred }: TransferFormProps) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  // One Idempotency-Key per transfer: a retry after a lost answer moves the funds once.
  const { submit, pending } = useIdempotentSubmit(walletChange);
  const [currencyId, setCurrencyId] = useState<number | undefined>(initial.currency);
  const [from, setFrom] = useState<TransferAccount>(initial.from);
  const [to, setTo] = useState<TransferAccount>(initial.to);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<TransferProblem>();
  const [confirming, setConfirming] = useState(false);

  const currency = currencies.find((c) => c.id === currencyId) ?? currencies[0];
  const accounts = currency?.accounts ?? [];
  const available = currency?.wallet[from];

  // A currency without the chosen account falls back to accounts it has.
  useEffect(() => {
    if (!currency) return;
    if (!currency.accounts.includes(from)) setFrom('change');
    if (!currency.accounts.includes(to) || to === from) setTo(otherAccount(currency, from));
  }, [currency, from, to]);

  const accountOptions = (exclude?: TransferAccount) =>
    accounts
      .filter((account) => account !== exclude)
      .map((account) => ({ value: account, label: t(`transfer.account.${account}`) }));

  function chooseFrom(next: TransferAccount) {
    setFrom(next);
    if (next === to) setTo(otherAccount(currency, next));
    setProblem(undefined);
  }

  function review() {
    const found = checkTransfer({ amount, available, from, to });
    setProblem(found);
    if (!found) setConfirming(true);
  }

  async function send() {
    if (!currency) return;
    const number = parseAmount(amount, { decimals: TRANSFER_DECIMALS }) ?? amount;
    const result = await submit({ currency_id: currency.id, number, from_field: from, to_field: to });
    setConfirming(false);
    if (result.type !== 'ok') return;
    toast.show(t('transfer.done'), { kind: 'success' });
    setAmount('');
    onTransferred();
  }

  return (
    <Form noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="wide">
        <Field label={t('transfer.currency')}>
          {(control) => (
            <Select
              {...control}
              options={currencies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={currency ? String(currency.id) : ''}
              onChange={(value) => {
                setCurrencyId(Number(value));
                setProblem(undefined);
              }}
            />
          )}
        </Field>
      </div>
      <Field label={t('transfer.from')}>
        {(control) => <Select {...control} options={accountOptions()} value={from} onChange={chooseFrom} />}
      </Field>
      <Field
        label={t('transfer.to')}
        error={problem === 'sameAccount' ? t(problemText.sameAccount) : undefined}
      >
        {(control) => (
          <Select {...control} options={accountOptions(from)} value={to} onChange={(value) => setTo(value)} />
        )}
      </Field>
      <div className="wide">
        <Field
          label={t('transfer.amount')}
          error={problem && problem !== 'sameAccount' ? t(problemText[problem]) : undefined}
          required
        >
          {(control) => (
            <NumberInput
              {...control}
              value={amount}
              maxDecimals={TRANSFER_DECIMALS}
              suffix={currency?.name}
              onChange={(value) => {
                setAmount(value);
                setProblem(undefined);
              }}
            />
          )}
        </Field>
      </div>
      <Available className="wide" aria-live="polite">
        {t('transfer.available')}{' '}
        <strong dir="ltr">
          {format(available, 'transfer')} {currency?.name}
        </strong>
      </Available>
      <div className="wide">
        <Button type="submit" block loading={pending} disabled={!currency} onClick={review}>
          {t('transfer.submit')}
        </Button>
      </div>
      <Modal
        open={confirming}
        title={t('transfer.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={send}
        confirmLabel={t('transfer.confirm')}
      >
        {t('transfer.confirmText', {
          amount: format(amount, 'transfer'),
          currency: currency?.name ?? '',
          from: t(`transfer.account.${from}`),
          to: t(`transfer.account.${to}`),
        })}
      </Modal>
    </Form>
  );
}
