import { useId, type ReactNode } from 'react';
import { Bar, Change, Pair, Tip } from './styles';

/** The five 24 h figures, already formatted by the app ("--" when unknown). */
export interface MarketFigures {
  last: string;
  high: string;
  low: string;
  /** With its unit, e.g. "-1.23%". */
  change: string;
  volume: string;
}

export interface MarketTopBarLabels {
  last: string;
  high: string;
  low: string;
  change: string;
  volume: string;
}

export interface MarketTopBarProps {
  /** The pair's name, e.g. "BTC/USDT". */
  pair: string;
  /** Details shown in a tooltip on the pair's name (hover or focus); omitted, the name is plain. */
  pairInfo?: ReactNode;
  figures: MarketFigures;
  /** Colours the change: up, down, or neither. */
  changeDirection: 'up' | 'down' | null;
  labels: MarketTopBarLabels;
  /** Before the pair, e.g. the phone's button that opens the pair list. */
  leading?: ReactNode;
  /** The test id of the last price's figure (apps' tests and journeys find it by it). */
  lastTestId?: string;
}

/**
 * The chart top bar both trading remotes render (spec §2): pair, last price, 24 h high, low, change
 * and volume. Presentational: the app reads its feeds and passes formatted figures and texts.
 */
export function MarketTopBar({
  pair,
  pairInfo,
  figures,
  changeDirection,
  labels,
  leading,
  lastTestId,
}: MarketTopBarProps) {
  const tipId = useId();
  return (
    <Bar>
      {leading}
      <Pair>
        {pairInfo === undefined ? (
          pair
        ) : (
          <>
            <button type="button" aria-describedby={tipId}>
              {pair}
            </button>
            <Tip role="tooltip" id={tipId}>
              {pairInfo}
            </Tip>
          </>
        )}
      </Pair>
      <dl>
        <div>
          <dt>{labels.last}</dt>
          <dd data-testid={lastTestId}>{figures.last}</dd>
        </div>
        <div>
          <dt>{labels.high}</dt>
          <dd>{figures.high}</dd>
        </div>
        <div>
          <dt>{labels.low}</dt>
          <dd>{figures.low}</dd>
        </div>
        <div>
          <dt>{labels.change}</dt>
          {/* The sign before the figure, the cell aligned like its neighbours (see PairListView). */}
          <Change $direction={changeDirection}>
            <bdi dir="ltr">{figures.change}</bdi>
          </Change>
        </div>
        <div>
          <dt>{labels.volume}</dt>
          <dd>{figures.volume}</dd>
        </div>
      </dl>
    </Bar>
  );
}
