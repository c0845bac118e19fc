import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of a (low-frequency) observable. */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source$.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source$]);
  return value;
}
