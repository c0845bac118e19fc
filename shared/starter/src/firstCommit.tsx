import { useLayoutEffect } from 'react';

export interface FirstCommit {
  /** Settles once React has put the shell's first frame in the document. */
  readonly committed: Promise<void>;
  /** Rendered beside the app: its layout effect runs in the commit that inserts the app's first nodes. */
  readonly Marker: () => null;
}

/**
 * Work the first frame does not need (the protocol chunk behind the first calls, the realtime
 * connection, idle preloads) starts after `committed`, never before `root.render` has committed:
 * timed from `render()` instead, it raced React on a slow machine, and the protocol's chunks (28 KB)
 * were fetched ahead of the host's first paint (CI measured 159 KB, budget 150 KB). The host's
 * bootstrap and a remote's standalone start (`startRemote`) both wait for it.
 */
export function createFirstCommit(): FirstCommit {
  let resolve: () => void = () => undefined;
  const committed = new Promise<void>((settle) => {
    resolve = settle;
  });
  function Marker() {
    useLayoutEffect(() => resolve(), []);
    return null;
  }
  return { committed, Marker };
}
