import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../model/display';
import { type LatestTrade, shownTrades, type TradeSide } from '../model/tradeList';
import { format, formatTime } from '@exchange/sdk';
import { EmptyState } from '@exchange/ui';
import { DataTable, Num, Panel, PanelTitle } from './Panel';

/** Latest buys or sells on home: the first 4 of the kept list (spec §4). */
export const TradeListPanel = memo(function TradeListPanel({
  side,
  trades,
}: {
  side: TradeSide;
  trades: readonly LatestTrade[];
}) {
  const { t } = useTranslation('markets');
  const title = side === 'buy' ? t('trades.buys') : t('trades.sells');
  const shown = shownTrades(trades);
  return (
    <Panel aria-label={title}>
      <PanelTitle>{title}</PanelTitle>
      {shown.length === 0 ? (
        <div role="status">
          <EmptyState title={t('trades.waiting')} />
        </div>
      ) : (
        <DataTable>
          <thead>
            <tr>
              <th scope="col">{t('trades.pair')}</th>
              <th scope="col" data-align="end">
                {t('trades.price')}
              </th>
              <th scope="col" data-align="end">
                {t('trades.amount')}
              </th>
              <th scope="col" data-align="end" data-optional>
                {t('trades.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((trade) => (
              <tr key={trade.id}>
                <td>
                  <bdi dir="ltr">{trade.symbol || '--'}</bdi>
                </td>
                <td data-align="end">
                  <Num $trend={side === 'buy' ? 'up' : 'down'}>{formatPrice(trade.price)}</Num>
                </td>
                <td data-align="end">
                  <Num>{format(trade.amount, 'amount')}</Num>
                </td>
                <td data-align="end" data-optional>
                  <Num>{formatTime(trade.time)}</Num>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
});
