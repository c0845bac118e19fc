import { EmptyState, Table, type TableColumn, TableScroll } from '@exchange/ui';
import { format } from '@exchange/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRow } from '../../model/accounts';

export interface AccountTableProps {
  caption: string;
  rows: readonly AccountRow[];
  loading: boolean;
  /** The actions cell of a row. */
  actions?: (row: AccountRow) => ReactNode;
  /** Decimals key of spec §9 (wallet 8, contract wallet 8). */
  precision?: 'wallet' | 'contractWallet';
}

/**
 * Per-currency balances: name, available, frozen, converted dollar value, actions. On a phone, a
 * table with actions leaves out frozen and value, so that the actions sit beside the balance.
 */
export function AccountTable({ caption, rows, loading, actions, precision = 'wallet' }: AccountTableProps) {
  const { t } = useTranslation('wallets');
  const columns: TableColumn<AccountRow>[] = [
    { key: 'name', header: t('assets.currency'), render: (row) => <strong>{row.name}</strong> },
    {
      key: 'available',
      header: t('assets.available'),
      numeric: true,
      align: 'end',
      render: (row) => format(row.available, precision),
    },
    {
      key: 'frozen',
      header: t('assets.frozen'),
      numeric: true,
      align: 'end',
      hideWhenNarrow: Boolean(actions),
      render: (row) => format(row.frozen, precision),
    },
    {
      key: 'value',
      header: t('assets.value'),
      numeric: true,
      align: 'end',
      hideWhenNarrow: Boolean(actions),
      render: (row) => format(row.value, 'fiat', { group: true }),
    },
  ];
  if (actions) columns.push({ key: 'actions', header: t('assets.actions'), render: actions });
  return (
    <TableScroll label={caption}>
      <Table
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.currency}
        loading={loading}
        empty={<EmptyState title={t('assets.empty')} />}
      />
    </TableScroll>
  );
}
