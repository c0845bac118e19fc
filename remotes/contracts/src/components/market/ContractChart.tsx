import { CandleChart, DEFAULT_RESOLUTION, useKlineFeed, type Resolution } from '@exchange/chart';
import { useState } from 'react';

/** The shared candle chart (`@exchange/chart`) of the pair: bars, kline pushes, §9 resolutions. */
export function ContractChart({ symbol }: { symbol: string }) {
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  const feed = useKlineFeed(symbol, resolution);
  return (
    <CandleChart
      symbol={symbol}
      bars={feed.bars}
      pushes={feed.pushes}
      resolution={resolution}
      onResolutionChange={setResolution}
      layoutKey={`contracts:${symbol}`}
    />
  );
}
