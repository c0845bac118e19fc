import type { LeverPosition } from '@exchange/protocol';
import { cmp, format, formatTime, isPositive } from '@exchange/sdk';
import { Button, type TableColumn } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Row, Signed } from '../common/styles';

export interface PositionHandlers {
  /** The row's action is in flight: its button shows busy. */
  busy?: (row: LeverPosition) => boolean;
  onClose?: (row: LeverPosition) => void;
  onCancel?: (row: LeverPosition) => void;
  onStops?: (row: LeverPosition) => void;
}

const stop = (price: string) => (isPositive(price) ? format(price, 'price') : '--');
const sign = (value: string) => cmp(value, 0);

/**
 * The columns of a positions list (spec §3 Lever position): pair and side, lots, open and current
 * price, margin, profit, stops, the estimated liquidation price, status and time; the row's
 * actions (cancel a pending order; close or set stops of an open one) when handlers are given.
 */
export function usePositionColumns(handlers: PositionHandlers): TableColumn<LeverPosition>[] {
  const { t } = useTranslation('contracts');
  const { busy, onClose, onCancel, onStops } = handlers;
  return useMemo(() => {
    // With actions, a phone-width row keeps pair and side, lots, profit and the actions, so that
    // Close and Stops are on screen; the read-only lists keep every column.
    const hideWhenNarrow = Boolean(onClose || onCancel || onStops);
    const columns: TableColumn<LeverPosition>[] = [
      {
        key: 'pair',
        header: t('columns.pair'),
        render: (row) => (
          <span>
            {row.symbol}{' '}
            <Signed $sign={row.type === 1 ? 1 : -1}>
              {t(row.type === 1 ? 'side.long' : 'side.short')} {t('panel.times', { multiple: row.multiple })}
            </Signed>
          </span>
        ),
      },
      { key: 'lots', header: t('columns.lots'), numeric: true, render: (row) => row.share },
      {
        key: 'open',
        hideWhenNarrow,
        header: t('columns.openPrice'),
        numeric: true,
        render: (row) => format(row.status === 0 ? row.target_price : row.update_price, 'price'),
      },
      {
        key: 'price',
        hideWhenNarrow,
        header: t('columns.price'),
        numeric: true,
        render: (row) => format(row.price, 'price'),
      },
      {
        key: 'margin',
        hideWhenNarrow,
        header: t('columns.margin'),
        numeric: true,
        render: (row) => format(row.caution_money, 'amount'),
      },
      {
        key: 'profits',
        header: t('columns.profits'),
        numeric: true,
        render: (row) => <Signed $sign={sign(row.profits)}>{format(row.profits, 'amount')}</Signed>,
      },
      {
        key: 'stops',
        hideWhenNarrow,
        header: t('columns.stops'),
        numeric: true,
        render: (row) => `${stop(row.target_profit_price)} / ${stop(row.stop_loss_price)}`,
      },
      {
        key: 'liquidation',
        hideWhenNarrow,
        header: t('columns.liquidation'),
        numeric: true,
        render: (row) => stop(row.liquidation_price),
      },
      {
        key: 'status',
        hideWhenNarrow,
        header: t('columns.status'),
        render: (row) => t(`status.${row.status_name}`),
      },
      {
        key: 'time',
        hideWhenNarrow,
        header: t('columns.time'),
        render: (row) => formatTime(row.transaction_time || row.time, 'dateTime'),
      },
    ];
    if (onClose || onCancel || onStops)
      columns.push({
        key: 'actions',
        header: t('columns.actions'),
        render: (row) => (
          <Row>
            {row.status === 0 && onCancel && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('actions.cancelLabel', { id: row.id, pair: row.symbol })}
                loading={busy?.(row)}
                onClick={() => onCancel(row)}
              >
                {t('actions.cancel')}
              </Button>
            )}
            {row.status <= 1 && onStops && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('actions.stopsLabel', { id: row.id, pair: row.symbol })}
                onClick={() => onStops(row)}
              >
                {t('actions.stops')}
              </Button>
            )}
            {row.status === 1 && onClose && (
              <Button
                size="sm"
                variant="sell"
                aria-label={t('actions.closeLabel', { id: row.id, pair: row.symbol })}
                loading={busy?.(row)}
                onClick={() => onClose(row)}
              >
                {t('actions.close')}
              </Button>
            )}
          </Row>
        ),
      });
    return columns;
  }, [t, busy, onClose, onCancel, onStops]);
}
