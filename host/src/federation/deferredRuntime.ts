import type { FederationRuntime } from './remoteLoader';

/**
 * A FederationRuntime usable at once whose real instance is created on first need: the shell paints
 * without the federation runtime, and loads it for the first remote page or preload. Registrations made
 * before then are replayed in order; a failed load (chunk fetch) is retried by the next call.
 */
export interface DeferredRuntime<T extends FederationRuntime> extends FederationRuntime {
  /** The instance once loaded (the development duplicate-singleton check reads its share scope). */
  readonly current: T | undefined;
}

export function deferredRuntime<T extends FederationRuntime>(load: () => Promise<T>): DeferredRuntime<T> {
  let current: T | undefined;
  let loading: Promise<T> | undefined;
  const queued: Array<Parameters<FederationRuntime['registerRemotes']>> = [];

  // Once loaded, `loading` stays the resolved promise; only a failure clears it.
  const ready = (): Promise<T> => {
    loading ??= load().then(
      (runtime) => {
        for (const args of queued.splice(0)) runtime.registerRemotes(...args);
        current = runtime;
        return runtime;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    get current() {
      return current;
    },
    registerRemotes(...args) {
      if (current) current.registerRemotes(...args);
      else queued.push(args);
    },
    async loadRemote<M>(id: string) {
      return (await ready()).loadRemote<M>(id);
    },
    async preloadRemote(args) {
      return (await ready()).preloadRemote(args);
    },
    // A page renders only once the runtime is loaded, so before then nothing runs a release.
    releaseOf: (remote) => current?.releaseOf?.(remote),
    renderFailed: (remote, error) => current?.renderFailed?.(remote, error) ?? false,
  };
}
