import { useEffect, useState } from 'react';
import { loadHighcharts, type Highcharts } from './loadHighcharts';

/** Highcharts once its chunk has loaded; null until then. */
export function useHighcharts(): Highcharts | null {
  const [highcharts, setHighcharts] = useState<Highcharts | null>(null);
  useEffect(() => {
    let live = true;
    void loadHighcharts().then((loaded) => live && setHighcharts(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  return highcharts;
}
