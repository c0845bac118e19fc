import {
  CandleChart,
  DEFAULT_RESOLUTION,
  useKlineFeed,
  type HighchartsChart,
  type Resolution,
} from '@exchange/chart';
import { useState } from 'react';

export interface PriceChartProps {
  /** `BTC/USDT`. */
  symbol: string;
  className?: string;
  /** For tests: the chart each time one is drawn. */
  onChart?: (chart: HighchartsChart) => void;
}

/**
 * Spec §2 deal-centre chart: the shared candle chart (`@exchange/chart`) on the pair's
 * `new_timeshar` bars and kline pushes, 15 minutes first, every §9 resolution, spec §9's 6 decimals.
 */
export function PriceChart({ symbol, className, onChart }: PriceChartProps) {
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  const feed = useKlineFeed(symbol, resolution);
  return (
    <CandleChart
      className={className}
      symbol={symbol}
      bars={feed.bars}
      pushes={feed.pushes}
      resolution={resolution}
      onResolutionChange={setResolution}
      onChart={onChart}
      layoutKey={symbol}
    />
  );
}
