import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { PagedTable, type PagedRows } from '../screen/PagedTable';
import type { TableColumn } from '../Table';

/** One alert as the table shows it: figures and times already formatted by the caller. */
export interface PriceAlertRowView {
  pair: string;
  direction: 'above' | 'below';
  price: string;
  state: 'active' | 'fired' | 'cancelled';
  created: string;
  /** When it fired and at what price ('' while it has not). */
  fired: string;
  firedPrice: string;
}

export interface PriceAlertsTableProps<Row> {
  list: PagedRows<Row>;
  rowKey: (row: Row) => string | number;
  view: (row: Row) => PriceAlertRowView;
  onCancel: (row: Row) => void;
  isBusy: (row: Row) => boolean;
  /** The pair column (the account page lists every pair; the deal centre one). */
  showPair?: boolean;
}

const State = styled.span<{ $state: PriceAlertRowView['state'] }>`
  color: ${({ theme, $state }) => ($state === 'cancelled' ? theme.colors.muted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'fired' ? 600 : 400)};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** When and at what price an alert fired, under its state. */
const Detail = styled.span`
  display: block;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The user's price alerts (deal centre and account page): condition, state (a fired one with when
 * and at what price), created time, a cancel button on each waiting alert; loading, empty and failure states of `PagedTable`.
 * Labels from the `common` namespace (`*`).
 */
export function PriceAlertsTable<Row>({
  list,
  rowKey,
  view,
  onCancel,
  isBusy,
  showPair = true,
}: PriceAlertsTableProps<Row>) {
  const { t } = useTranslation('alerts');
  const columns = useMemo(() => {
    const condition = (v: PriceAlertRowView) =>
      t(v.direction === 'above' ? 'conditionAbove' : 'conditionBelow', {
        price: v.price,
      });
    const all: Array<TableColumn<Row> | false> = [
      showPair && { key: 'pair', header: t('pair'), render: (row) => view(row).pair },
      {
        key: 'condition',
        header: t('condition'),
        numeric: true,
        render: (row) => condition(view(row)),
      },
      {
        key: 'state',
        header: t('state'),
        render: (row) => {
          const v = view(row);
          const label = { active: 'active', fired: 'firedState', cancelled: 'cancelled' }[v.state];
          return (
            <>
              <State $state={v.state}>{t(`${label}`)}</State>
              {v.fired && (
                <Detail>
                  {t('fired')} {v.fired} · {v.firedPrice}
                </Detail>
              )}
            </>
          );
        },
      },
      {
        key: 'created',
        header: t('created'),
        numeric: true,
        hideWhenNarrow: true,
        render: (row) => <NoWrap>{view(row).created}</NoWrap>,
      },
      {
        key: 'action',
        header: t('cancel'),
        align: 'end',
        render: (row) => {
          const v = view(row);
          if (v.state !== 'active') return null;
          return (
            <Button
              size="sm"
              variant="ghost"
              loading={isBusy(row)}
              aria-label={t('cancelAria', { pair: v.pair, condition: condition(v) })}
              onClick={() => onCancel(row)}
            >
              {t('cancel')}
            </Button>
          );
        },
      },
    ];
    return all.filter((c): c is TableColumn<Row> => c !== false);
  }, [t, view, onCancel, isBusy, showPair]);
  return (
    <PagedTable caption={t('title')} columns={columns} list={list} rowKey={rowKey} emptyTitle={t('empty')} />
  );
}

export type BrowserNotificationPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * Asks for the browser's notification permission when pressed (never unprompted); once granted or
 * blocked it says so instead. Nothing in a browser without notifications.
 */
export function NotificationPermissionButton({
  permission,
  onRequest,
}: {
  permission: BrowserNotificationPermission;
  onRequest: () => void | Promise<void>;
}) {
  const { t } = useTranslation('alerts');
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <Muted role="status">{t('notifyOn')}</Muted>;
  if (permission === 'denied') return <Muted role="status">{t('notifyBlocked')}</Muted>;
  return (
    <Button size="sm" variant="ghost" onClick={onRequest}>
      {t('notifyAsk')}
    </Button>
  );
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
