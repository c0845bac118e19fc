import { Button, Field, NumberInput, TextInput, FailureMessage, type FormFeedback } from '@exchange/ui';
import { chargeReq, getRechargeSetting } from '@exchange/protocol';
import { useCall, useSubmit, failureNotice } from '@exchange/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChargeRequest } from '../../model/withdraw';
import { Facts, Form, Muted } from '../assets/layout';

/** Spec §2/§5 Deposit request of the fiat account: where to pay, the paying account and amount, submit for review. */
export function ChargeRequestForm({
  currency,
  name,
  onDone,
}: {
  currency: number;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallets');
  const setting = useCall(getRechargeSetting, {});
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const { submit, pending } = useSubmit(chargeReq);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkChargeRequest(account, amount);
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    const result = await submit({ account: account.trim(), amount, currency }, { silent: true });
    if (result.type === 'ok') {
      setAccount('');
      setAmount('');
      setFeedback({ tone: 'success', message: { messageKey: 'wallets:legal.submitted' } });
      onDone();
      return;
    }
    const notice = failureNotice(result);
    setFeedback(notice && { tone: 'error', message: notice });
  };

  const payee = setting.data;
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      {payee && (
        <>
          <Muted>{t('legal.payTo')}</Muted>
          <Facts>
            <dt>{t('legal.payee')}</dt>
            <dd>{payee.payee_name}</dd>
            <dt>{t('legal.bankName')}</dt>
            <dd>{payee.bank_name}</dd>
            <dt>{t('legal.bankAccount')}</dt>
            <dd>
              <bdi dir="ltr">{payee.bank_account}</bdi>
            </dd>
            <dt>{t('legal.bankBranch')}</dt>
            <dd>{payee.bank_branch}</dd>
          </Facts>
        </>
      )}
      <Field label={t('legal.account')} required>
        {(control) => (
          <TextInput
            {...control}
            value={account}
            maxLength={128}
            placeholder={t('legal.accountPlaceholder')}
            onChange={(event) => setAccount(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('legal.amount')}
        required
        hint={payee ? t('legal.min', { min: payee.min_number, currency: name }) : undefined}
      >
        {(control) => (
          <NumberInput
            {...control}
            value={amount}
            maxDecimals={8}
            suffix={name}
            placeholder={t('legal.amountPlaceholder')}
            onChange={setAmount}
          />
        )}
      </Field>
      <FailureMessage message={feedback?.message} tone={feedback?.tone} />
      <div>
        <Button type="submit" loading={pending} disabled={pending}>
          {t('legal.submitReview')}
        </Button>
      </div>
    </Form>
  );
}
