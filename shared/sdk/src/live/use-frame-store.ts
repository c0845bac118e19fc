import { useCallback, useSyncExternalStore } from 'react';
import type { FrameSource } from './frame-store';

const identity = <T>(value: T) => value;

/**
 * Reads a frame store: the component renders at most once per published frame. With `select`, it
 * renders only when the selected part changes (by reference), e.g. the book of a deal state whose
 * fills moved. Pass a stable `select` (module level or useCallback).
 */
export function useFrameStore<State, Selected = State>(
  store: FrameSource<State>,
  select: (state: State) => Selected = identity as (state: State) => Selected,
): Selected {
  const read = useCallback(() => select(store.getSnapshot()), [store, select]);
  return useSyncExternalStore(store.subscribe, read, read);
}
