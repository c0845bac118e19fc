import { marketApi, type DaymarketPush } from '@exchange/protocol';
import { format, isDecimal, isPositive, useCall, useFrameThrottledStream, useSdk } from '@exchange/sdk';
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

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
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
`;

const Pair = styled.h2`
  position: relative;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    display: block;
  }
  button {
    all: unset;
    cursor: help;
  }
`;

const Tip = styled.div`
  display: none;
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  inset-block-start: 100%;
  inset-inline-start: 0;
  inline-size: min(320px, 80vw);
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  white-space: pre-line;
`;

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

const Change = styled.dd<{ $up: boolean | null }>`
  color: ${({ theme, $up }) => ($up === null ? theme.colors.text : $up ? theme.colors.up : theme.colors.down)};
`;

/** The description may carry HTML from the back office; it is shown as text, never injected. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Spec §2 chart top bar: pair, last price, 24h high, low, change and volume, live from daymarket. */
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
      bus.stream('daymarket').pipe(
        filter((push: DaymarketPush) => push.legal_id === legalId && push.currency_id === currencyId),
        map((push): Figures => ({
          last: push.now_price,
          high: push.high,
          low: push.low,
          change: push.change,
          volume: push.volume,
        })),
      ),
    [bus, legalId, currencyId],
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
    <Bar>
      {onShowPairs && (
        <PairsButton type="button" aria-haspopup="dialog" aria-expanded={pairsShown} onClick={onShowPairs}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <rect x="1" y="3" width="14" height="2" rx="1" />
            <rect x="1" y="7" width="14" height="2" rx="1" />
            <rect x="1" y="11" width="14" height="2" rx="1" />
          </svg>
          {t('pairs.open')}
        </PairsButton>
      )}
      <Pair>
        <button type="button" aria-describedby="spot-pair-tip">
          {base}/{quote}
        </button>
        <Tip role="tooltip" id="spot-pair-tip">
          <strong>{t('chart.about', { coin: base })}</strong>
          {issueNumber !== undefined && (
            <p>
              {t('chart.issue')}: {format(issueNumber, 0, { group: true })}
            </p>
          )}
          {description && <p>{plainText(description)}</p>}
        </Tip>
      </Pair>
      <dl>
        <div>
          <dt>{t('chart.last')}</dt>
          <dd data-testid="top-last">{format(figures.last, 'price')}</dd>
        </div>
        <div>
          <dt>{t('chart.high')}</dt>
          <dd>{format(figures.high, 'price')}</dd>
        </div>
        <div>
          <dt>{t('chart.low')}</dt>
          <dd>{format(figures.low, 'price')}</dd>
        </div>
        <div>
          <dt>{t('chart.change')}</dt>
          <Change $up={up}>{change === undefined ? '--' : `${format(change, 'change')}%`}</Change>
        </div>
        <div>
          <dt>{t('chart.volume')}</dt>
          <dd>{format(figures.volume, 'volume', { group: true })}</dd>
        </div>
      </dl>
    </Bar>
  );
}
