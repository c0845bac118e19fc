import { useEffect, useState } from 'react';
import type { MarketsSource } from '../data/MarketsSource';
import { type LatestTrade, pushTrade, toLatestTrade } from '../model/tradeList';
import { bufferToAnimationFrame } from '@exchange/sdk';

export interface LatestTrades {
  buys: LatestTrade[];
  sells: LatestTrade[];
}

/** Latest buys and sells from `match_trade` pushes (spec §4 "Trade lists"), one render per frame. */
export function useLatestTrades(source: MarketsSource): LatestTrades {
  const [trades, setTrades] = useState<LatestTrades>({ buys: [], sells: [] });

  useEffect(() => {
    const subscription = source.matchTrade$.pipe(bufferToAnimationFrame()).subscribe((batch) => {
      setTrades((prev) => {
        let { buys, sells } = prev;
        for (const push of batch) {
          const parsed = toLatestTrade(push);
          if (!parsed) continue;
          if (parsed.side === 'buy') buys = pushTrade(buys, parsed.trade);
          else sells = pushTrade(sells, parsed.trade);
        }
        return buys === prev.buys && sells === prev.sells ? prev : { buys, sells };
      });
    });
    return () => subscription.unsubscribe();
  }, [source]);

  return trades;
}
