import { spotApi, type SpotOrder, type SpotOrderPage } from '@exchange/protocol';
import { useSdk, useSession } from '@exchange/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auditTime } from 'rxjs';
import styled from 'styled-components';
import { format } from '../lib/money';
import { Button, EmptyState, Table, Tabs, type TableColumn } from '@exchange/ui';
import { mergeOrder, withoutOrder, type OrdersView } from '../model/orders';
import { BALANCE_REFRESH_MS } from './SpotPanel';
import { formatDateTime } from './time';

export interface OrdersPanelProps {
  /** Only this pair's orders (the deal centre); all pairs when omitted (the coinOrder page). */
  pair?: { legalId: number; currencyId: number };
  /** Bumped by the page after it placed an order: the lists re-fetch at once. */
  refreshKey?: number;
  /** After a cancel or a pushed order change (the page refreshes balances). */
  onOrdersChanged?: () => void;
}

const endpointOf = {
  all: spotApi.transactionAll,
  buy: spotApi.transactionIn,
  sell: spotApi.transactionOut,
  history: spotApi.transactionComplete,
} as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
`;

const Notice = styled.p`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.up};
`;

const Muted = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Side = styled.span<{ $buy: boolean }>`
  color: ${({ theme, $buy }) => ($buy ? theme.colors.up : theme.colors.down)};
`;

/**
 * Spec §2 "Spot open orders": tabs all / buy / sell with cancel, and completed history. Refreshes
 * every 10 s when logged in, after a reconnect, after the page placed an order, and on the user's
 * `coin_order` pushes (coalesced), so lists move without waiting for the poll.
 */
export function OrdersPanel({ pair, refreshKey = 0, onOrdersChanged }: OrdersPanelProps) {
  const { t } = useTranslation('spot');
  const { api, bus } = useSdk();
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const [side, setSide] = useState<'all' | 'buy' | 'sell'>('all');
  const view: OrdersView = tab === 'history' ? 'history' : side;
  const [rows, setRows] = useState<SpotOrder[]>([]);
  const [page, setPage] = useState<SpotOrderPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const request = useRef(0);

  const filter = useMemo(
    () => (pair ? { legal_id: pair.legalId, currency_id: pair.currencyId } : {}),
    [pair?.legalId, pair?.currencyId], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const load = useCallback(
    async (pageNumber = 1) => {
      if (!loggedIn) return;
      const id = ++request.current;
      setLoading(true);
      const result = await api.call(endpointOf[view], { page: pageNumber, ...filter }, { silent: true });
      if (id !== request.current) return;
      setLoading(false);
      if (result.type !== 'ok') return;
      setPage(result.message);
      setRows((previous) => (pageNumber === 1 ? result.message.list : [...previous, ...result.message.list]));
    },
    [api, view, filter, loggedIn],
  );

  useEffect(() => {
    setRows([]);
    setPage(null);
    setNotice(null);
    void load(1);
  }, [load, refreshKey]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const timer = setInterval(() => void load(1), BALANCE_REFRESH_MS);
    const resync = bus.resync$.subscribe(() => void load(1));
    return () => {
      clearInterval(timer);
      resync.unsubscribe();
    };
  }, [bus, load, loggedIn]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const subscription = bus
      .stream('coin_order')
      .pipe(auditTime(250))
      .subscribe(() => {
        void load(1);
        onOrdersChanged?.();
      });
    return () => subscription.unsubscribe();
  }, [bus, load, loggedIn, onOrdersChanged]);

  // Pushed changes are merged at once between loads; the load above corrects anything missed.
  useEffect(() => {
    if (!loggedIn) return undefined;
    const subscription = bus.stream('coin_order').subscribe(({ order }) => {
      if (pair && (order.legal_id !== pair.legalId || order.currency_id !== pair.currencyId)) return;
      setRows((previous) => mergeOrder(previous, order, view));
    });
    return () => subscription.unsubscribe();
  }, [bus, loggedIn, pair, view]);

  const cancel = useCallback(
    async (order: SpotOrder) => {
      const result = await api.call(spotApi.coinCancelTrade, { id: order.id });
      if (result.type !== 'ok') return;
      setRows((previous) => withoutOrder(previous, order.id));
      setNotice(t('orders.cancelled'));
      onOrdersChanged?.();
    },
    [api, onOrdersChanged, t],
  );

  const columns = useMemo<TableColumn<SpotOrder>[]>(() => {
    const list: TableColumn<SpotOrder>[] = [
      { key: 'time', header: t('orders.time'), render: (o) => formatDateTime(o.created_at) },
      { key: 'pair', header: t('orders.pair'), render: (o) => o.symbol },
      {
        key: 'side',
        header: t('orders.side'),
        render: (o) => <Side $buy={o.type === 1}>{o.type === 1 ? t('orders.buy') : t('orders.sell')}</Side>,
      },
      {
        key: 'price',
        header: t('orders.price'),
        numeric: true,
        align: 'end',
        render: (o) => (o.kind === 'market' ? t('orders.market') : format(o.target_price, 'price')),
      },
      {
        key: 'amount',
        header: t('orders.amount'),
        numeric: true,
        align: 'end',
        render: (o) => format(o.trade_amount, 'amount'),
      },
      {
        key: 'filled',
        header: t('orders.filled'),
        numeric: true,
        align: 'end',
        render: (o) => format(o.deal_amount, 'amount'),
      },
      {
        key: 'avg',
        header: t('orders.avgPrice'),
        numeric: true,
        align: 'end',
        render: (o) => format(o.trade_price, 'price'),
      },
      { key: 'status', header: t('orders.status'), render: (o) => t(`orders.status${o.status}`) },
    ];
    if (view !== 'history') {
      list.push({
        key: 'action',
        header: t('orders.action'),
        align: 'end',
        render: (o) => (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => cancel(o)}
            aria-label={`${t('orders.cancel')} ${o.id}`}
          >
            {t('orders.cancel')}
          </Button>
        ),
      });
    }
    return list;
  }, [cancel, t, view]);

  const hasMore = page !== null && rows.length < page.total;

  return (
    <Section aria-label={t('orders.open')}>
      <Tabs
        aria-label={t('orders.open')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setNotice(null);
        }}
        items={[
          { value: 'open', label: t('orders.open') },
          { value: 'history', label: t('orders.history') },
        ]}
      />
      {tab === 'open' && (
        <Tabs
          aria-label={t('orders.sides')}
          variant="pill"
          value={side}
          onChange={(next) => {
            setSide(next);
            setNotice(null);
          }}
          items={[
            { value: 'all', label: t('orders.all') },
            { value: 'buy', label: t('orders.buy') },
            { value: 'sell', label: t('orders.sell') },
          ]}
        />
      )}
      {notice && <Notice role="status">{notice}</Notice>}
      {loggedIn ? (
        <>
          <Table
            caption={tab === 'history' ? t('orders.history') : t('orders.open')}
            columns={columns}
            rows={rows}
            rowKey={(o) => o.id}
            loading={loading}
            empty={<EmptyState title={t('orders.empty')} />}
          />
          {hasMore && (
            <Button variant="ghost" onClick={() => load((page?.page ?? 1) + 1)}>
              {t('orders.loadMore')}
            </Button>
          )}
          {page !== null && !hasMore && rows.length > 0 && <Muted>{t('orders.noMore')}</Muted>}
        </>
      ) : (
        <EmptyState
          title={t('orders.loginToSee')}
          action={<Link to="/components/login">{t('panel.guestLogin')}</Link>}
        />
      )}
    </Section>
  );
}
