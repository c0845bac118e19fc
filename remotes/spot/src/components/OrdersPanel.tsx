import { spotApi, type SpotOrder, type SpotOrderPage } from '@exchange/protocol';
import { POLL_MS, format, formatTime, useLiveData, useSdk, useSession } from '@exchange/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { filter, map } from 'rxjs';
import styled from 'styled-components';
import { Button, EmptyState, Table, Tabs, type TableColumn } from '@exchange/ui';
import { mergeOrder, withoutOrder, type OrdersView } from '../model/orders';

export interface OrdersPanelProps {
  /** Only this pair's orders (the deal centre); all pairs when omitted (the coinOrder page). */
  pair?: { legalId: number; currencyId: number };
  /** Bumped by the page after it placed an order: the lists re-fetch at once. */
  refreshKey?: number;
  /** After a cancel or a pushed order change (the page refreshes balances). */
  onOrdersChanged?: () => void;
}

/** The four lists share one request and one answer (a page of orders). */
type OrdersEndpoint = typeof spotApi.transactionAll;
const endpointOf: Record<OrdersView, OrdersEndpoint> = {
  all: spotApi.transactionAll,
  buy: spotApi.transactionIn,
  sell: spotApi.transactionOut,
  history: spotApi.transactionComplete,
};

interface OrdersList {
  /** The last page loaded (its `total` says whether there is more). */
  page: SpotOrderPage;
  rows: SpotOrder[];
}

const listFromPage = (page: SpotOrderPage): OrdersList => ({ page, rows: page.list });

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
`;

const Notice = styled.p<{ $kind: 'ok' | 'error' }>`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme, $kind }) => ($kind === 'ok' ? theme.colors.up : theme.colors.down)};
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
 * Spec §2 "Spot open orders": tabs all / buy / sell with cancel, and completed history. Through the
 * sdk's live-data layer: page 1 every 10 s when logged in (spec §9), after a reconnect and after the
 * page placed an order; the user's `coin_order` pushes are merged once per frame between loads.
 */
export function OrdersPanel({ pair, refreshKey = 0, onOrdersChanged }: OrdersPanelProps) {
  const { t } = useTranslation('spot');
  const { api } = useSdk();
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const [side, setSide] = useState<'all' | 'buy' | 'sell'>('all');
  const view: OrdersView = tab === 'history' ? 'history' : side;
  const [loadingMore, setLoadingMore] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const scope = useMemo(
    () => (pair ? { legal_id: pair.legalId, currency_id: pair.currencyId } : {}),
    [pair?.legalId, pair?.currencyId], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const ofScope = (order: SpotOrder) =>
    !pair || (order.legal_id === pair.legalId && order.currency_id === pair.currencyId);

  const orders = useLiveData({
    endpoint: endpointOf[view],
    payload: { page: 1, ...scope },
    requiresLogin: true,
    pollMs: POLL_MS.openOrders,
    fromSnapshot: listFromPage,
    pushes: (bus) =>
      bus.stream('coin_order').pipe(
        map((push) => push.order),
        filter(ofScope),
      ),
    merge: (list, pushed) => ({
      ...list,
      rows: pushed.reduce((rows, order) => mergeOrder(rows, order, view), list.rows),
    }),
  });
  const { reload, update } = orders;
  const rows = orders.data?.rows ?? [];
  const page = orders.data?.page ?? null;

  useEffect(() => {
    if (refreshKey === 0) return;
    setNotice(null);
    reload();
  }, [refreshKey, reload]);

  // A page answers the view it was asked for; a tab changed meanwhile drops it.
  const shownView = useRef(view);
  shownView.current = view;
  const loadMore = useCallback(
    async (pageNumber: number) => {
      const asked = view;
      setLoadingMore(true);
      const result = await api.call(endpointOf[asked], { page: pageNumber, ...scope }, { silent: true });
      setLoadingMore(false);
      if (result.type !== 'ok' || shownView.current !== asked) return;
      update((list) => ({ page: result.message, rows: [...list.rows, ...result.message.list] }));
    },
    [api, scope, update, view],
  );

  const cancel = useCallback(
    async (order: SpotOrder) => {
      // Silent: the refusal is the server's own message, shown by the list (session expiry still routes).
      const result = await api.call(spotApi.coinCancelTrade, { id: order.id }, { silent: true });
      if (result.type !== 'ok') {
        const params = 'params' in result ? result.params : undefined;
        const text = String(t(`server:${result.message}`, { ...params, defaultValue: result.message }));
        setNotice({ kind: 'error', text });
        return;
      }
      update((list) => ({ ...list, rows: withoutOrder(list.rows, order.id) }));
      // The server's success message (spec §8); an answer without one falls back to our own text.
      const { message } = result.message;
      setNotice({
        kind: 'ok',
        text: message ? String(t(`server:${message}`, { defaultValue: message })) : t('orders.cancelled'),
      });
      onOrdersChanged?.();
    },
    [api, onOrdersChanged, t, update],
  );

  const columns = useMemo<TableColumn<SpotOrder>[]>(() => {
    const list: TableColumn<SpotOrder>[] = [
      { key: 'time', header: t('orders.time'), render: (o) => formatTime(o.created_at, 'dateTime') },
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
      {notice && (
        <Notice $kind={notice.kind} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </Notice>
      )}
      {loggedIn ? (
        <>
          <Table
            caption={tab === 'history' ? t('orders.history') : t('orders.open')}
            columns={columns}
            rows={rows}
            rowKey={(o) => o.id}
            loading={orders.loading || loadingMore}
            empty={<EmptyState title={t('orders.empty')} />}
          />
          {hasMore && (
            <Button variant="ghost" onClick={() => void loadMore((page?.page ?? 1) + 1)}>
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
