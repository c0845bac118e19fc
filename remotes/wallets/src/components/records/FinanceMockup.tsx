import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { column } from './columns';
import { RecordTable, wholeList } from './RecordTable';

interface SampleRow {
  id: number;
  time: string;
  product: 'lock' | 'ieo' | 'interest';
  amount: string;
  currency: string;
}

/** Spec §2: the finance-record screen is a static mockup with placeholder data only. */
const sampleRows: readonly SampleRow[] = [
  { id: 1, time: '2026-01-05 10:00', product: 'lock', amount: '1000.00', currency: 'USDT' },
  { id: 2, time: '2026-01-06 10:00', product: 'interest', amount: '1.23', currency: 'USDT' },
  { id: 3, time: '2026-01-08 15:30', product: 'ieo', amount: '250.00', currency: 'USDT' },
];

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

export function FinanceMockup() {
  const { t } = useTranslation('wallets');
  const columns = useMemo(
    () => [
      column<SampleRow>('time', t('records.time'), (row) => row.time),
      column<SampleRow>('product', t('records.product'), (row) => t(`records.sampleProduct.${row.product}`)),
      column<SampleRow>('amount', t('records.amount'), (row) => row.amount, { numeric: true }),
      column<SampleRow>('currency', t('records.currency'), (row) => row.currency),
    ],
    [t],
  );
  return (
    <>
      <Notice role="note">{t('records.sampleNotice')}</Notice>
      <RecordTable
        caption={t('records.finance')}
        columns={columns}
        list={wholeList(sampleRows)}
        rowKey={(row) => row.id}
        csvName="finance-sample"
      />
    </>
  );
}
