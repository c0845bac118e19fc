import { useCallback, useEffect, useRef, useState } from 'react';
import { DELAY_MS } from '../format/intervals';
import { failureRoutes } from '../http/failure-routing';

export interface TradePasswordPrompt {
  /** Whether the "set a trade password?" dialog shows. */
  open: boolean;
  /** Call on a `not` answer, after showing its message: the dialog opens 1 s later (spec §8). */
  start(): void;
  close(): void;
  /** Where "yes" goes. */
  bindPath: typeof failureRoutes.bindTradePassword;
}

/**
 * Spec §8 `not` (coin/trade, wallet/out: no trade password yet): the message first, then after 1 s
 * a confirm to bind the trade password; yes goes to /bindmpwd. The screen renders its own dialog
 * with its own words and navigates to `bindPath` on yes.
 */
export function useTradePasswordPrompt(): TradePasswordPrompt {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), DELAY_MS.bindTradePasswordPrompt);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  return { open, start, close, bindPath: failureRoutes.bindTradePassword };
}
