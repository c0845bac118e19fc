import { useEffect, useRef } from 'react';

/** Spec §9 IEO infinite scroll: within 20 px of the bottom, load after 500 ms. */
export const INFINITE_SCROLL = { offsetPx: 20, delayMs: 500 } as const;

function nearBottom(offsetPx: number): boolean {
  const page = document.documentElement;
  return window.innerHeight + window.scrollY >= page.scrollHeight - offsetPx;
}

/**
 * Calls `onReach` when the window is scrolled to within `offsetPx` of the bottom and still is
 * `delayMs` later (also when the content is too short to scroll). Checks on scroll, resize and
 * whenever `version` changes (a page arrived).
 */
export function useNearBottom(onReach: () => void, enabled: boolean, version: unknown) {
  const reach = useRef(onReach);
  reach.current = onReach;
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (timer !== undefined || !nearBottom(INFINITE_SCROLL.offsetPx)) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (nearBottom(INFINITE_SCROLL.offsetPx)) reach.current();
      }, INFINITE_SCROLL.delayMs);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, version]);
}
