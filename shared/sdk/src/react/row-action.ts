import { useCallback, useRef, useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import type { CallResult } from '../http/api-client';
import { failureNotice, type FailureNotice } from '../http/failure-notice';
import { useSdk } from './context';

export type RowKey = string | number;

export interface RowActionOptions<E extends Endpoint, Row> {
  /** The call of the action (cancel an order, close a position, revoke an address...). */
  endpoint: E;
  rowKey: (row: Row) => RowKey;
  /** The request for one row. */
  payload: (row: Row) => RequestOf<E>;
  /** After an ok answer: remove the row, show the message (§8 "Cancel success"), reload... */
  onDone?: (row: Row, answer: ResponseOf<E>) => void;
}

export interface RowAction<Row> {
  /** Runs the action on `row`; a click while that row's request is in flight sends nothing. */
  run(row: Row): Promise<void>;
  /** That row's request is in flight: show its button busy. */
  isBusy(row: Row): boolean;
  /** The last failure and the row it belongs to (shown with `FailureMessage`); null after a success. */
  failure: { key: RowKey; notice: FailureNotice } | null;
  clearFailure(): void;
}

/**
 * One hook for the per-row actions of a list (cancel, close, revoke): a busy state per row, one
 * request per click, and the failure to show (routed first by the sdk: §8 redirects still happen).
 */
export function useRowAction<E extends Endpoint, Row>(options: RowActionOptions<E, Row>): RowAction<Row> {
  const { api } = useSdk();
  const latest = useRef(options);
  latest.current = options;
  const inFlight = useRef(new Set<RowKey>());
  const [busy, setBusy] = useState<ReadonlySet<RowKey>>(new Set());
  const [failure, setFailure] = useState<RowAction<Row>['failure']>(null);

  const run = useCallback(
    async (row: Row) => {
      const { endpoint, rowKey, payload, onDone } = latest.current;
      const key = rowKey(row);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      setBusy(new Set(inFlight.current));
      const call = api.call as (
        e: E,
        p: RequestOf<E>,
        o: { silent: boolean },
      ) => Promise<CallResult<ResponseOf<E>>>;
      const result = await call(endpoint, payload(row), { silent: true });
      inFlight.current.delete(key);
      setBusy(new Set(inFlight.current));
      if (result.type === 'ok') {
        setFailure(null);
        onDone?.(row, result.message);
        return;
      }
      const notice = failureNotice(result);
      setFailure(notice ? { key, notice } : null);
    },
    [api],
  );

  const isBusy = useCallback((row: Row) => busy.has(latest.current.rowKey(row)), [busy]);
  const clearFailure = useCallback(() => setFailure(null), []);
  return { run, isBusy, failure, clearFailure };
}
