import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { exchangeFast, type PayCurrencies } from '@exchange/protocol';
import { format, parseAmount, useIdempotentSubmit } from '@exchange/sdk';
import { Button, Field, NumberInput, Select, useToast } from '@exchange/ui';
import {
  QUICK_DECIMALS,
  capQuickAmount,
  checkQuick,
  estimatedReceive,
  feePercent,
  quickCap,
  type QuickProblem,
} from '../../model/quick';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  > :first-child {
    flex: 1;
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const problemText: Record<QuickProblem, string> = {
  noCurrency: 'wallets:quick.chooseCurrency',
  enterAmount: 'server:exchange.enterAmount',
  overBalance: 'server:balance.insufficient',
};

/**
 * Spec §5 Quick exchange: a '{currency} Pay' currency, an amount capped at its change_balance (0
 * with none chosen) with MAX, the estimated receipt at the live quote, one submit at a time (with an
 * Idempotency-Key per exchange), the risk warning; `onExchanged` reloads the balances and the records.
 */
export function QuickPayForm({ quotes, onExchanged }: { quotes: PayCurrencies; onExchanged: () => void }) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  // One Idempotency-Key per exchange: a retry after a lost answer swaps the funds once.
  const { submit, pending } = useIdempotentSubmit(exchangeFast);
  const [currencyId, setCurrencyId] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<QuickProblem>();
  const selected = quotes.list.find((row) => String(row.currency) === currencyId);

  const options = [
    { value: '', label: t('quick.chooseCurrency') },
    ...quotes.list.map((row) => ({
      value: String(row.currency),
      label: t('quick.pay', { currency: row.currency_name }),
    })),
  ];

  async function exchange() {
    const found = checkQuick(amount, selected);
    setProblem(found);
    if (found || !selected) return;
    const num = parseAmount(amount, { decimals: QUICK_DECIMALS }) ?? amount;
    const wanted = { num, currency: selected.currency, exchange: quotes.to_currency };
    // The quote follows the live price: a retry at a newer quote is still the same exchange.
    const result = await submit({ ...wanted, price: selected.price }, { intent: wanted });
    if (result.type !== 'ok') return;
    toast.show(
      t('quick.done', {
        amount: format(result.message.get_total, 'wallet'),
        currency: result.message.to_currency_name,
      }),
      { kind: 'success' },
    );
    setAmount('');
    onExchanged();
  }

  const receive = selected ? estimatedReceive(amount, selected.price, quotes.fee_rate) : '0';
  return (
    <Form noValidate onSubmit={(event) => event.preventDefault()}>
      <Field
        label={t('quick.currency')}
        error={problem === 'noCurrency' ? t(problemText.noCurrency) : undefined}
      >
        {(control) => (
          <Select
            {...control}
            options={options}
            value={currencyId}
            onChange={(value) => {
              setCurrencyId(value);
              setAmount((typed) =>
                capQuickAmount(
                  typed,
                  quotes.list.find((r) => String(r.currency) === value),
                ),
              );
              setProblem(undefined);
            }}
          />
        )}
      </Field>
      <Row>
        <Field
          label={t('quick.amount')}
          error={problem && problem !== 'noCurrency' ? t(problemText[problem]) : undefined}
          hint={t('quick.balance', {
            amount: format(quickCap(selected), 'wallet'),
            currency: selected?.currency_name ?? '',
          })}
          required
        >
          {(control) => (
            <NumberInput
              {...control}
              value={amount}
              maxDecimals={QUICK_DECIMALS}
              suffix={selected?.currency_name}
              onChange={(value) => {
                setAmount(capQuickAmount(value, selected));
                setProblem(undefined);
              }}
            />
          )}
        </Field>
        <Button
          variant="ghost"
          style={{ marginBlockStart: 22 }}
          onClick={() => {
            setAmount(quickCap(selected));
            setProblem(undefined);
          }}
        >
          {t('quick.max')}
        </Button>
      </Row>
      <p aria-live="polite" style={{ margin: 0 }}>
        {t('quick.hint', {
          amount: format(receive, 'wallet'),
          currency: quotes.to_currency_name,
          fee: feePercent(quotes.fee_rate),
        })}
      </p>
      <Button type="submit" block loading={pending} onClick={() => exchange()}>
        {t('quick.submit')}
      </Button>
      <Warning role="note">{t('quick.risk')}</Warning>
    </Form>
  );
}
