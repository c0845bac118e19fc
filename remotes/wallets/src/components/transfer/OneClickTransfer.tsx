import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { walletChange } from '@exchange/protocol';
import { format, isPositive, useIdempotentSubmit } from '@exchange/sdk';
import { Button, useToast } from '@exchange/ui';
import type { TransferCurrency } from '../../model/transfer';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Spec §9: one click moves the whole USDT micro balance to the currency account. */
export function OneClickTransfer({
  usdt,
  onTransferred,
}: {
  usdt?: TransferCurrency;
  onTransferred: () => void;
}) {
  const { t } = useTranslation('wallets');
  const toast = useToast();
  const { submit, pending } = useIdempotentSubmit(walletChange);
  const balance = usdt?.wallet.micro ?? '0';
  const hasFunds = usdt !== undefined && usdt.accounts.includes('micro') && isPositive(balance);

  async function moveAll() {
    if (!usdt || !hasFunds) return;
    const result = await submit({
      currency_id: usdt.id,
      number: balance,
      from_field: 'micro',
      to_field: 'change',
    });
    if (result.type !== 'ok') return;
    toast.show(t('transfer.oneClickDone', { amount: format(balance, 'wallet') }), { kind: 'success' });
    onTransferred();
  }

  return (
    <Row>
      <p>
        {t('transfer.oneClickHint', { amount: format(balance, 'wallet'), currency: usdt?.name ?? 'USDT' })}
      </p>
      <Button variant="ghost" loading={pending} disabled={!hasFunds} onClick={moveAll}>
        {t('transfer.oneClick')}
      </Button>
    </Row>
  );
}
