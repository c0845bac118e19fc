import { useEffect, useState } from 'react';

/** The clock (ms since 1970), re-read every `everyMs`: live countdowns re-render from it. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
