import { marketApi, type DaymarketPush, type QuotationRow } from '@exchange/protocol';
import {
  format,
  isPositive,
  useCall,
  useFrameStore,
  useFrameThrottledStream,
  useSdk,
  type FrameSource,
} from '@exchange/sdk';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import styled from 'styled-components';
import { selectLastPrice, type ContractState } from '../../model/contractFeed';
import type { ContractPair } from '../../model/market';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: contents;
  }
  dl > div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
  .up {
    color: ${({ theme }) => theme.colors.up};
  }
  .down {
    color: ${({ theme }) => theme.colors.down};
  }
`;

export interface ContractTopBarProps {
  pair: ContractPair;
  row: QuotationRow | undefined;
  store: FrameSource<ContractState | undefined>;
  /** Phones: opens the pair list. */
  pairsButton?: ReactNode;
}

/** Spec §2 chart top bar: pair, last price (the live book), 24h high, low, change and volume (daymarket). */
export function ContractTopBar({ pair, row, store, pairsButton }: ContractTopBarProps) {
  const { t } = useTranslation('contracts');
  const { bus } = useSdk();
  const last = useFrameStore(store, selectLastPrice);
  const day = useFrameThrottledStream<DaymarketPush | null>(
    useMemo(
      () =>
        bus
          .stream('daymarket')
          .pipe(filter((push) => push.legal_id === pair.legalId && push.currency_id === pair.currencyId)),
      [bus, pair.legalId, pair.currencyId],
    ),
    null,
  );
  const current = useCall(
    marketApi.getCurrent,
    { base_currency: pair.base, quote_currency: pair.quote, period: '1day' },
    { silent: true, refetchOnResync: true },
  ).data;
  const change = day?.change ?? current?.change ?? row?.change;
  const up = change !== undefined && !change.startsWith('-') && isPositive(change);
  return (
    <Bar>
      {pairsButton}
      <h2>{pair.symbol}</h2>
      <dl>
        <div>
          <dt>{t('top.last')}</dt>
          <dd data-testid="contract-last">{format(last ?? row?.now_price, 'price')}</dd>
        </div>
        <div>
          <dt>{t('top.change')}</dt>
          <dd className={up ? 'up' : change?.startsWith('-') ? 'down' : undefined} dir="ltr">
            {change === undefined ? '--' : `${format(change, 'change')}%`}
          </dd>
        </div>
        <div>
          <dt>{t('top.high')}</dt>
          <dd>{format(day?.high ?? current?.high, 'price')}</dd>
        </div>
        <div>
          <dt>{t('top.low')}</dt>
          <dd>{format(day?.low ?? current?.low, 'price')}</dd>
        </div>
        <div>
          <dt>{t('top.volume')}</dt>
          <dd>{format(day?.volume ?? current?.vol ?? row?.volume, 'volume', { group: true })}</dd>
        </div>
      </dl>
    </Bar>
  );
}
