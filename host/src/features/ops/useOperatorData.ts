import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { Notice } from '@exchange/ui';
import type { OperatorAnswer } from './opsApi';

export type OperatorData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; notice: Notice };

/** One operator read: loading, its data or its failure, and `reload` (after a change, on retry). */
export function useOperatorData<T>(load: () => Promise<OperatorAnswer<T>>, deps: DependencyList) {
  const [state, setState] = useState<OperatorData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    void load().then((answer) => {
      if (!live) return;
      setState(
        answer.ok ? { status: 'ready', data: answer.message } : { status: 'failed', notice: answer.notice },
      );
    });
    return () => {
      live = false;
    };
    // `load` is a new closure every render; `deps` say when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}

/** Operator times in UTC, to the second: ops compare them across machines. */
export const utcTime = (at: string | number): string => {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? String(at)
    : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
};
