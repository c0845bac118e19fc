import type { QuotationRow } from '@exchange/protocol';
import { useBoard } from '@exchange/sdk';
import { useMemo } from 'react';
import { microPairs } from '../model/pairs';

export interface MicroPairsState {
  rows: QuotationRow[];
  /** True until the first answer. */
  loading: boolean;
}

/**
 * The pairs open for seconds trading (spec §5), from the sdk's shared `board` channel (`useBoard`:
 * `currency/quotation_new` every 5 s, again after a reconnect, `daymarket` pushes once per frame).
 */
export function useMicroPairs(): MicroPairsState {
  const board = useBoard();
  const rows = useMemo(() => microPairs(board.data ?? []), [board.data]);
  return { rows, loading: board.data === undefined && board.loading };
}
