import type { SpotOrder } from '@exchange/protocol';
import { format, formatTime } from '@exchange/sdk';
import { Button, narrowScreen, type TableColumn } from '@exchange/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';

const Side = styled.span<{ $buy: boolean }>`
  color: ${({ theme, $buy }) => ($buy ? theme.colors.up : theme.colors.down)};
`;

/** A second line under a cell's figure (time in force, trigger state, the OCO link). */
const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The trigger under the kind, on a phone only (the trigger column is left out there). */
const NarrowNote = styled(Note)`
  display: none;
  ${narrowScreen} {
    display: block;
  }
`;

/**
 * Issue 26: the order's kind, its time in force when not GTC, and for an OCO leg the link to its
 * other leg (both carry the OCO's id).
 */
const kindCell = (t: TFunction<'spot'>, o: SpotOrder) => (
  <>
    {t(`orders.kinds.${o.kind}`)}
    {o.time_in_force && o.time_in_force !== 'GTC' && <Note>{t(`panel.tif.${o.time_in_force}`)}</Note>}
    {o.oco_id !== undefined && <Note>{t('orders.ocoLink', { id: o.oco_id })}</Note>}
    {o.trigger_price !== undefined && (
      <NarrowNote>
        <bdi dir="ltr">{triggerText(o)}</bdi>
      </NarrowNote>
    )}
  </>
);

/** The price a stop order waits for: ≥ for a buy, ≤ for a sell. */
const triggerText = (o: SpotOrder) => `${o.type === 1 ? '≥' : '≤'} ${format(o.trigger_price!, 'price')}`;

/** A stop order's trigger and whether it fired. */
const triggerCell = (t: TFunction<'spot'>, o: SpotOrder) =>
  o.trigger_price === undefined ? (
    '--'
  ) : (
    <>
      {triggerText(o)}
      {o.trigger_state && <Note>{t(`orders.trigger.${o.trigger_state}`)}</Note>}
    </>
  );

/**
 * The columns every list of spot orders shows (spec §2). On a phone a row keeps side, kind (with
 * the trigger under it), price, amount and, in the history, its status, so that an open order's
 * Cancel is on screen; `open`: the status is left out there too (every open order is pending).
 */
export const orderColumns = (t: TFunction<'spot'>, { open = false } = {}): TableColumn<SpotOrder>[] => [
  {
    key: 'time',
    header: t('orders.time'),
    hideWhenNarrow: true,
    render: (o) => formatTime(o.created_at, 'dateTime'),
  },
  { key: 'pair', header: t('orders.pair'), hideWhenNarrow: true, render: (o) => o.symbol },
  {
    key: 'side',
    header: t('orders.side'),
    render: (o) => <Side $buy={o.type === 1}>{o.type === 1 ? t('orders.buy') : t('orders.sell')}</Side>,
  },
  { key: 'kind', header: t('orders.kind'), render: (o) => kindCell(t, o) },
  {
    key: 'trigger',
    header: t('orders.triggerPrice'),
    numeric: true,
    align: 'end',
    hideWhenNarrow: true,
    render: (o) => triggerCell(t, o),
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
    hideWhenNarrow: true,
    render: (o) => format(o.deal_amount, 'amount'),
  },
  {
    key: 'avg',
    header: t('orders.avgPrice'),
    numeric: true,
    align: 'end',
    hideWhenNarrow: true,
    render: (o) => format(o.trade_price, 'price'),
  },
  {
    key: 'status',
    header: t('orders.status'),
    hideWhenNarrow: open,
    render: (o) => t(`orders.status${o.status}`),
  },
];

/** The open lists' last column: cancel, busy while its request is in flight. */
export const cancelColumn = (
  t: TFunction<'spot'>,
  cancel: { cancel(order: SpotOrder): void; isBusy(order: SpotOrder): boolean },
): TableColumn<SpotOrder> => ({
  key: 'action',
  header: t('orders.action'),
  align: 'end',
  render: (o) => (
    <Button
      size="sm"
      variant="ghost"
      loading={cancel.isBusy(o)}
      onClick={() => cancel.cancel(o)}
      aria-label={`${t('orders.cancel')} ${o.id}`}
    >
      {t('orders.cancel')}
    </Button>
  ),
});
