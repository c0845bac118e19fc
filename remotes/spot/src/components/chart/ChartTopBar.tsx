import { marketApi, type DaymarketPush } from '@exchange/protocol';
import { format, isDecimal, isPositive, useCall, useFrameThrottledStream, useSdk } from '@exchange/sdk';
import { MarketTopBar } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filter, map } from 'rxjs';
import styled from 'styled-components';

export interface ChartTopBarProps {
  legalId: number;
  currencyId: number;
  base: string;
  quote: string;
  /** From the pair's quotation row, for the hover tooltip (spec §2 "issue number and rich description"). */
  issueNumber?: string;
  description?: string;
  /** On a phone the pair list is a sheet: the top bar's Pairs button opens it. */
  onShowPairs?: () => void;
  /** Whether that sheet is open (the button's aria-expanded). */
  pairsShown?: boolean;
}

interface Figures {
  last?: string;
  high?: string;
  low?: string;
  change?: string;
  volume?: string;
}

/** Only on a phone, where the pair list is not on the page (dealCenterLayout.ts PHONE_MAX_WIDTH). */
const PairsButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: center;
  min-block-size: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  @media (min-width: 701px) {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The description may carry HTML from the back office; it is shown as text, never injected. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Spec §2 chart top bar (the shared `MarketTopBar`): pair, last price, 24h high, low, change and volume, live from daymarket. */
export function ChartTopBar({
  legalId,
  currencyId,
  base,
  quote,
  issueNumber,
  description,
  onShowPairs,
  pairsShown = false,
}: ChartTopBarProps) {
  const { t } = useTranslation('spot');
  const { bus } = useSdk();
  const current = useCall(
    marketApi.getCurrent,
    { base_currency: base, quote_currency: quote, period: '1day' },
    { silent: true, refetchOnResync: true },
  );
  const pushes = useMemo(
    () =>
      bus.watch({ channel: 'ticker', pair: `${base}/${quote}` }).pipe(
        filter((push: DaymarketPush) => push.legal_id === legalId && push.currency_id === currencyId),
        map((push): Figures => ({
          last: push.now_price,
          high: push.high,
          low: push.low,
          change: push.change,
          volume: push.volume,
        })),
      ),
    [bus, base, quote, legalId, currencyId],
  );
  const live = useFrameThrottledStream<Figures | null>(pushes, null);
  const figures: Figures = live ?? {
    last: current.data?.close,
    high: current.data?.high,
    low: current.data?.low,
    change: current.data?.change,
    volume: current.data?.vol,
  };
  const change = figures.change;
  const up = change !== undefined && isDecimal(change) ? !change.startsWith('-') && isPositive(change) : null;

  return (
    <MarketTopBar
      pair={`${base}/${quote}`}
      pairInfo={
        <>
          <strong>{t('chart.about', { coin: base })}</strong>
          {issueNumber !== undefined && (
            <p>
              {t('chart.issue')}: {format(issueNumber, 0, { group: true })}
            </p>
          )}
          {description && <p>{plainText(description)}</p>}
        </>
      }
      figures={{
        last: format(figures.last, 'price'),
        high: format(figures.high, 'price'),
        low: format(figures.low, 'price'),
        change: change === undefined ? '--' : `${format(change, 'change')}%`,
        volume: format(figures.volume, 'volume', { group: true }),
      }}
      changeDirection={up === null ? null : up ? 'up' : 'down'}
      labels={{
        last: t('chart.last'),
        high: t('chart.high'),
        low: t('chart.low'),
        change: t('chart.change'),
        volume: t('chart.volume'),
      }}
      lastTestId="top-last"
      leading={
        onShowPairs && (
          <PairsButton type="button" aria-haspopup="dialog" aria-expanded={pairsShown} onClick={onShowPairs}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
              <rect x="1" y="3" width="14" height="2" rx="1" />
              <rect x="1" y="7" width="14" height="2" rx="1" />
              <rect x="1" y="11" width="14" height="2" rx="1" />
            </svg>
            {t('pairs.open')}
          </PairsButton>
        )
      }
    />
  );
}
