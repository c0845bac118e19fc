import { Button, Field, Modal, NumberInput, FailureMessage, type FormFeedback } from '@exchange/ui';
import { walletChange, type WalletAccountType } from '@exchange/protocol';
import { format, round, useIdempotentSubmit, failureNotice } from '@exchange/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { checkTransfer } from '../../model/withdraw';
import { Form } from '../assets/layout';

const AmountRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

export interface TransferRequest {
  currency: number;
  name: string;
  from: WalletAccountType;
  to: WalletAccountType;
  /** What the source account holds (decimal string). */
  available: string;
  /** The dialog's title. */
  title: string;
}

export interface TransferDialogProps {
  request: TransferRequest | null;
  onClose: () => void;
  /** After the server accepted the transfer, with the amount moved. */
  onDone: (amount: string) => void;
}

/** Spec §2 contract wallet: an amount dialog with an "all" button; wallet/change between two accounts. */
export function TransferDialog({ request, onClose, onDone }: TransferDialogProps) {
  const { t } = useTranslation('wallets');
  const [amount, setAmount] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  // One Idempotency-Key per transfer: a retry after a lost answer moves the funds once.
  const { submit, pending } = useIdempotentSubmit(walletChange);

  const close = () => {
    setAmount('');
    setFeedback(null);
    onClose();
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!request) return;
    const problem = checkTransfer(amount, request.available);
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    const result = await submit(
      {
        currency_id: request.currency,
        number: amount,
        from_field: request.from,
        to_field: request.to,
      },
      { silent: true },
    );
    if (result.type === 'ok') {
      setAmount('');
      setFeedback(null);
      onDone(result.message.number);
      return;
    }
    const notice = failureNotice(result);
    setFeedback(notice && { tone: 'error', message: notice });
  };

  return (
    <Modal
      open={request !== null}
      title={request?.title ?? ''}
      onClose={close}
      onConfirm={() => (pending ? undefined : onSubmit())}
      confirmLabel={t('contract.confirm')}
      cancelLabel={t('contract.cancel')}
    >
      {request && (
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
          <AmountRow>
            <Field
              label={t('contract.amount')}
              required
              hint={t('contract.available', {
                amount: format(request.available, 'contractWallet'),
                currency: request.name,
              })}
            >
              {(control) => (
                <NumberInput
                  {...control}
                  value={amount}
                  maxDecimals={8}
                  suffix={request.name}
                  onChange={setAmount}
                />
              )}
            </Field>
          </AmountRow>
          <div>
            <Button variant="ghost" size="sm" onClick={() => setAmount(round(request.available, 8))}>
              {t('contract.all')}
            </Button>
          </div>
          <FailureMessage message={feedback?.message} tone={feedback?.tone} />
        </Form>
      )}
    </Modal>
  );
}
