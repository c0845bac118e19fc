import type { StoredPair } from '@exchange/sdk';
import { useSession } from '@exchange/sdk';
import { EmptyState, FailureMessage, PagedTable, Tabs } from '@exchange/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCancelOrder } from '../../hooks/useCancelOrder';
import { useSpotOrders } from '../../hooks/useSpotOrders';
import type { OrdersView } from '../../model/orders';
import { cancelColumn, orderColumns } from './orderColumns';

export interface OrdersPanelProps {
  /** Only this pair's orders (the deal centre); all pairs when omitted (the coinOrder page). */
  pair?: Pick<StoredPair, 'legalId' | 'currencyId'>;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  > p {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

type Tab = 'open' | 'history';
type SideTab = 'all' | 'buy' | 'sell';

/**
 * Spec §2 "Spot open orders": tabs all / buy / sell with cancel, and completed history; the shared
 * `PagedTable` (loading, empty, failure with retry, load more) over `useSpotOrders`.
 */
export function OrdersPanel({ pair }: OrdersPanelProps) {
  const { t } = useTranslation('spot');
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<Tab>('open');
  const [side, setSide] = useState<SideTab>('all');
  const view: OrdersView = tab === 'history' ? 'history' : side;
  const list = useSpotOrders(view, pair);
  const cancel = useCancelOrder(list);
  const { cancel: run, isBusy, clear } = cancel;
  const columns = useMemo(
    () =>
      view === 'history'
        ? orderColumns(t)
        : [...orderColumns(t, { open: true }), cancelColumn(t, { cancel: run, isBusy })],
    [t, view, run, isBusy],
  );

  return (
    <Section aria-label={t('orders.open')}>
      <Tabs<Tab>
        aria-label={t('orders.open')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          clear();
        }}
        items={[
          { value: 'open', label: t('orders.open') },
          { value: 'history', label: t('orders.history') },
        ]}
      />
      {tab === 'open' && (
        <Tabs<SideTab>
          aria-label={t('orders.sides')}
          variant="pill"
          value={side}
          onChange={(next) => {
            setSide(next);
            clear();
          }}
          items={[
            { value: 'all', label: t('orders.all') },
            { value: 'buy', label: t('orders.buy') },
            { value: 'sell', label: t('orders.sell') },
          ]}
        />
      )}
      <FailureMessage message={cancel.outcome?.message} tone={cancel.outcome?.tone} />
      {loggedIn ? (
        <PagedTable
          caption={tab === 'history' ? t('orders.history') : t('orders.open')}
          columns={columns}
          list={list}
          rowKey={(o) => o.id}
          emptyTitle={t('orders.empty')}
        />
      ) : (
        <EmptyState
          title={t('orders.loginToSee')}
          action={<Link to="/components/login">{t('panel.guestLogin')}</Link>}
        />
      )}
    </Section>
  );
}
