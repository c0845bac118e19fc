import { useState } from 'react';
import { failureNotice, format, useCall, type IdempotentSubmitState } from '@exchange/sdk';
import { walletDetail, type LockupConfig, type lockupDeposit } from '@exchange/protocol';
import { Button, FailureMessage, Modal, Spinner, useToast, type NoticeContent } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { depositProblem, estimatedIncome, LOCKUP_DECIMALS } from '../../model/lockup';
import { Facts } from '../layout';
import { problemText } from './problemText';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
`;

export interface DepositDialogProps {
  config: LockupConfig;
  amount: string;
  /** lh/deposit with the Idempotency-Key of the intended deposit (the list keeps it across overlays). */
  deposit: IdempotentSubmitState<typeof lockupDeposit>;
  onClose: () => void;
  /** The deposit was placed: reload the orders. */
  onDone: () => void;
}

/** Spec §2 confirm overlay: rate, amount, estimated income, wallet balance ('wallet balance insufficient'). */
export function DepositDialog({ config, amount, deposit, onClose, onDone }: DepositDialogProps) {
  const { t } = useTranslation('earn');
  const toast = useToast();
  const wallet = useCall(walletDetail, { currency: config.currency_id, type: 'change' });
  const { submit, pending } = deposit;
  const balance = wallet.data?.change_balance;
  const problem = balance === undefined ? undefined : depositProblem(amount, config, balance);
  // The server's refusal, shown here (after the sdk's §8 routing) until the next try.
  const [refusal, setRefusal] = useState<NoticeContent | null>(null);
  const money = (value: string | undefined) =>
    `${format(value, LOCKUP_DECIMALS, { rounding: 'down' })} ${config.currency_name}`;

  const confirm = async () => {
    setRefusal(null);
    const result = await submit({ config_id: config.id, amount }, { silent: true });
    if (result.type !== 'ok') {
      setRefusal(failureNotice(result));
      return;
    }
    toast.show(t('lock.bought'), { kind: 'success' });
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      title={t('lock.confirmTitle')}
      onClose={onClose}
      footer={
        <Footer>
          <Button variant="ghost" onClick={onClose}>
            {t('common:action.cancel')}
          </Button>
          <Button
            variant="buy"
            loading={pending}
            disabled={balance === undefined || problem !== undefined}
            onClick={confirm}
          >
            {t('common:action.confirm')}
          </Button>
        </Footer>
      }
    >
      <Facts>
        <div>
          <dt>{t('lock.rate')}</dt>
          <dd>{format(config.interest_rate, 'change')}%</dd>
        </div>
        <div>
          <dt>{t('lock.amount')}</dt>
          <dd>{money(amount)}</dd>
        </div>
        <div>
          <dt>{t('lock.estimatedIncome')}</dt>
          <dd>{money(estimatedIncome(amount, config.interest_rate, config.day))}</dd>
        </div>
        <div>
          <dt>{t('lock.walletBalance')}</dt>
          <dd>{balance !== undefined ? money(balance) : wallet.loading ? <Spinner /> : '--'}</dd>
        </div>
      </Facts>
      <FailureMessage message={problem ? problemText(t, problem) : refusal} />
    </Modal>
  );
}
