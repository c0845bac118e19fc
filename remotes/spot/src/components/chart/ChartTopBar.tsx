import { format, isDecimal, isPositive, useTicker, type StoredPair, type TickerFigures } from '@exchange/sdk';
import { MarketTopBar } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { PairsButton } from './PairsButton';

export interface ChartTopBarProps {
  pair: StoredPair;
  /** From the pair's quotation row, for the hover tooltip (spec §2 "issue number and rich description"). */
  issueNumber?: string;
  description?: string;
  /** On a phone the pair list is a sheet: the top bar's Pairs button opens it. */
  onShowPairs?: () => void;
  /** Whether that sheet is open (the button's aria-expanded). */
  pairsShown?: boolean;
}

/** The description may carry HTML from the back office; it is shown as text, never injected. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Spec §2 chart top bar (the shared `MarketTopBar`): pair, last price, 24h high, low, change and
 * volume, from the sdk's ticker channel (`useTicker`: the day figures, then the pair's pushes).
 */
export function ChartTopBar({
  pair,
  issueNumber,
  description,
  onShowPairs,
  pairsShown = false,
}: ChartTopBarProps) {
  const { t } = useTranslation('spot');
  const figures: Partial<TickerFigures> = useTicker(pair).data ?? {};
  const change = figures.change;
  const up = change !== undefined && isDecimal(change) ? !change.startsWith('-') && isPositive(change) : null;

  return (
    <MarketTopBar
      pair={pair.symbol}
      pairInfo={
        <>
          <strong>{t('chart.about', { coin: pair.currencyName })}</strong>
          {issueNumber !== undefined && (
            <p>
              {t('chart.issue')}: {format(issueNumber, 0, { group: true })}
            </p>
          )}
          {/* The operator's text, in the reader's language where translated: its own direction. */}
          {description && <p dir="auto">{plainText(description)}</p>}
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
          <PairsButton onClick={onShowPairs} expanded={pairsShown}>
            {t('pairs.open')}
          </PairsButton>
        )
      }
    />
  );
}
