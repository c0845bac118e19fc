import { useEffect, useRef, useState } from 'react';
import { exhaustMap, startWith, switchMap, timer } from 'rxjs';
import type { MarketsSource } from '../data/MarketsSource';
import { applyDayMarket, type DayMarketPatch, toDayMarketPatch } from '../model/merge';
import { type MarketGroup, normalizeGroups } from '../model/quotation';
import { bufferToAnimationFrame } from '@exchange/sdk';

/** Spec §9: the home quotation is polled every 5 s. */
export const QUOTATION_POLL_MS = 5000;

export interface QuotationState {
  groups: MarketGroup[];
  /** True until the first load attempt has answered. */
  loading: boolean;
}

/**
 * The market board's data: a poll of `currency/quotation_new` every 5 s (failures keep the last good
 * data, §8), a fresh load after a socket reconnect, and live `daymarket` pushes applied on top, at most
 * once per animation frame.
 */
export function useQuotation(source: MarketsSource, pollMs = QUOTATION_POLL_MS): QuotationState {
  const [state, setState] = useState<QuotationState>({ groups: [], loading: true });
  const loaded = useRef(false);

  useEffect(() => {
    // A reconnect restarts the poll at once; a slow load is never overlapped by the next tick.
    const polls = source.resync$
      .pipe(
        startWith(null),
        switchMap(() => timer(0, pollMs).pipe(exhaustMap(() => source.fetchQuotation()))),
      )
      .subscribe((message) => {
        if (message === undefined) {
          // Silent (§8): keep what is shown; a first failure ends the skeleton with an empty board.
          setState((prev) => (prev.loading ? { ...prev, loading: false } : prev));
          return;
        }
        loaded.current = true;
        setState({ groups: normalizeGroups(message), loading: false });
      });
    const pushes = source.daymarket$.pipe(bufferToAnimationFrame()).subscribe((batch) => {
      if (!loaded.current) return;
      const patches = batch.map(toDayMarketPatch).filter((p): p is DayMarketPatch => p !== null);
      setState((prev) => {
        const groups = applyDayMarket(prev.groups, patches);
        return groups === prev.groups ? prev : { ...prev, groups };
      });
    });
    return () => {
      polls.unsubscribe();
      pushes.unsubscribe();
    };
  }, [source, pollMs]);

  return state;
}
