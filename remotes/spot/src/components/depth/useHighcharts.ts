import type { Highstock } from '@exchange/chart';
import { useEffect, useState } from 'react';

/**
 * Highcharts once its chunk has loaded; null until then. It comes from `@exchange/chart`'s loader (a
 * federation singleton), imported on first use so the chart package stays off the deal centre's first
 * page, and the candle chart and the depth chart share one download.
 */
export function useHighcharts(): Highstock | null {
  const [highcharts, setHighcharts] = useState<Highstock | null>(null);
  useEffect(() => {
    let live = true;
    void import('@exchange/chart')
      .then(({ loadHighstock }) => loadHighstock())
      .then((loaded) => live && setHighcharts(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  return highcharts;
}
