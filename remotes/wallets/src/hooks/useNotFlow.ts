import { DELAY_MS } from '@exchange/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec §8 'not' (no trade password): the caller shows the message; 1 s later the prompt to bind the
 * trade password opens (render <BindTradePasswordPrompt open={prompt.open} .../>).
 */
export function useNotFlow() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), DELAY_MS.bindTradePasswordPrompt);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, start, close };
}
