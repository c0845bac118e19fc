import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useEffect, useState } from 'react';

export type ApiValue<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Reads one private call for a security panel, with `reload` after a change. Failures are routed by
 * the sdk (999 to login, others as a message); the panel shows its retry state.
 */
export function useApiValue<E extends Endpoint>(
  endpoint: Record<string, never> extends RequestOf<E> ? E : never,
): [ApiValue<ResponseOf<E>>, () => void] {
  const { api } = useSdk();
  const [state, setState] = useState<ApiValue<ResponseOf<E>>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void api.call<Endpoint>(endpoint, {}, { silent: true }).then((result) => {
      if (!live) return;
      setState(
        result.type === 'ok'
          ? { status: 'ready', value: result.message as ResponseOf<E> }
          : { status: 'failed' },
      );
    });
    return () => {
      live = false;
    };
  }, [api, endpoint, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [state, reload];
}
