import { marketApi, TimeshareCode, type KlineBar } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useEffect, useMemo, useState } from 'react';
import { BARS_KEPT, periodOf, requestWindow, type Resolution } from './model/resolution';
import type { BarSource } from './useLiveChart';

export interface KlineFeed {
  /** The snapshot for this symbol and resolution: undefined while it loads, empty when there is no data. */
  bars: readonly KlineBar[] | undefined;
  /** The pair's kline pushes for the resolution's period (the socket subscription is reference-counted). */
  pushes: BarSource;
}

/**
 * The chart's data for a pair (`BTC/USDT`) and resolution: the last BARS_KEPT bars from
 * `currency/new_timeshar` and the `kline` pushes, fetched again after a reconnect (the bars missed
 * while offline). Spec §8: a code other than 1, no bars, or a failed call is the no-data signal.
 */
export function useKlineFeed(symbol: string, resolution: Resolution): KlineFeed {
  const { api, bus } = useSdk();
  const period = periodOf(resolution);
  const key = `${symbol} ${period}`;
  const [snapshot, setSnapshot] = useState<{ key: string; bars: readonly KlineBar[] }>();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const subscription = bus.resync$.subscribe(() => setGeneration((value) => value + 1));
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    let current = true;
    void api
      .callRaw(
        marketApi.newTimeshar,
        { ...requestWindow(period, Date.now()), symbol, period },
        { silent: true },
      )
      .then((result) => {
        if (!current) return;
        const ok = result.type === 'ok' && result.message.code === TimeshareCode.ok;
        setSnapshot({ key, bars: ok ? result.message.data.slice(-BARS_KEPT) : [] });
      });
    return () => {
      current = false;
    };
  }, [api, symbol, period, key, generation]);

  const pushes = useMemo(
    () => bus.watch({ channel: 'kline', pair: symbol.toUpperCase(), period }),
    [bus, symbol, period],
  );
  return { bars: snapshot?.key === key ? snapshot.bars : undefined, pushes };
}
