import type { MicroOrder } from '@exchange/protocol';
import { useFrameThrottledStream, useSdk } from '@exchange/sdk';
import { useEffect, useMemo, useState } from 'react';
import { map } from 'rxjs';

/** How long a settled order's result stays flashed and its prices marked on the chart. */
export const FLASH_MS = 6000;

/** The order the caller's last `micro_closed` push settled, for FLASH_MS; then undefined. */
export function useLastSettled(): MicroOrder | undefined {
  const { bus } = useSdk();
  const closed = useMemo(() => bus.stream('micro_closed').pipe(map((push) => push.data)), [bus]);
  const latest = useFrameThrottledStream<MicroOrder | undefined>(closed, undefined);
  const [shown, setShown] = useState<MicroOrder | undefined>(undefined);
  useEffect(() => {
    if (!latest) return undefined;
    setShown(latest);
    const timer = setTimeout(() => setShown(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  return shown;
}
