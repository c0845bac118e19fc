import { useCallback, useEffect, useRef } from 'react';
import { DELAY_MS } from '@exchange/sdk';
import { useNavigate } from 'react-router-dom';

/**
 * Spec §7 "back after 1 s": goes back in history (to `fallback` when the page was opened directly)
 * `DELAY_MS.redirect` after `schedule()`; nothing happens once the page is gone.
 */
export function useBackAfterDelay(fallback: string): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    const hasHistory = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (hasHistory ? navigate(-1) : navigate(fallback)), DELAY_MS.redirect);
  }, [navigate, fallback]);
}
