import { useSyncExternalStore } from 'react';
import type { FrameStore } from '../realtime/frameStore';

/** Reads a frame-coalesced store: the component renders at most once per animation frame. */
export function useFrameStore<State, Message>(store: FrameStore<State, Message>): State {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
