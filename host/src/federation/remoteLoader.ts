import type { ComponentType } from 'react';
import type { RemoteName, RemotePageRef, RemotesConfig } from '@exchange/sdk';
import { splitRemoteRef } from '../routing/routeTable';

/**
 * Loads remote pages at run time through the host's one Module Federation instance (federationInstance.ts,
 * created on first need by deferredRuntime.ts). Pages load on first visit, with retries; a failure is
 * reported per remote so only that remote's routes show the unavailable panel.
 */

/** The part of the runtime instance we use; tests pass a fake. */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(args: Array<{ nameOrAlias: string; exposes?: string[] }>): Promise<void>;
  /** The release label the remote runs now (releases/releaseRuntime.ts); absent without releases. */
  releaseOf?(remote: string): string | undefined;
  /** A page of the remote threw while rendering: reported; true when it fell back to another release. */
  renderFailed?(remote: string, error: unknown): boolean;
}

export type UnavailableReason = 'not-configured' | 'load-failed' | 'no-component';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: UnavailableReason,
    readonly failure?: unknown,
  ) {
    super(`remote "${remote}" unavailable: ${reason}${failure ? ` (${String(failure)})` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  config: RemotesConfig;
  /** Delays before each automatic re-attempt; the first attempt is immediate. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Called after each successful load (the development duplicate-singleton check hooks in here). */
  onLoaded?: (remote: RemoteName) => void;
}

export interface RemoteLoader {
  isConfigured(remote: RemoteName): boolean;
  /** Resolves the page component; `fresh` drops the runtime's cached (failed) entry first. */
  loadPage(ref: RemotePageRef, options?: { fresh?: boolean }): Promise<ComponentType>;
  /** Warms the remote's entry and the page's chunks (nav hover, idle). Never throws. */
  preload(remote: RemoteName, pages?: readonly string[]): void;
  /** The release the remote's pages run (`data-remote-release`). */
  releaseOf(remote: RemoteName): string | undefined;
  /** A page of the remote crashed: true when its remote switched release, so loading it again may work. */
  pageCrashed(remote: RemoteName, error: unknown): boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An exposed page module exports the component as default (or under the page's own name). */
function pickComponent(module: unknown, page: string): ComponentType | undefined {
  if (typeof module === 'function') return module as ComponentType;
  if (typeof module !== 'object' || module === null) return undefined;
  const record = module as Record<string, unknown>;
  const candidate = record.default ?? record[page];
  return typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)
    ? (candidate as ComponentType)
    : undefined;
}

export function createRemoteLoader({
  runtime,
  config,
  retryDelaysMs = [400, 1200],
  sleep = defaultSleep,
  onLoaded,
}: RemoteLoaderOptions): RemoteLoader {
  const entries = Object.entries(config).flatMap(([name, value]) =>
    value ? [{ name, entry: value.entry }] : [],
  );
  if (entries.length > 0) runtime.registerRemotes(entries);
  const loaded = new Map<RemotePageRef, ComponentType>();
  const preloaded = new Set<string>();

  const isConfigured = (remote: RemoteName) => Boolean(config[remote]);

  /**
   * Re-registering with force clears the runtime's cache of a remote entry that failed to load; the
   * pages kept of that remote go too (they may be of the release it no longer runs).
   */
  const refresh = (remote: RemoteName) => {
    const entry = config[remote]?.entry;
    if (entry) runtime.registerRemotes([{ name: remote, entry }], { force: true });
    for (const ref of loaded.keys()) if (splitRemoteRef(ref).remote === remote) loaded.delete(ref);
  };

  async function loadPage(ref: RemotePageRef, { fresh = false } = {}): Promise<ComponentType> {
    const cached = loaded.get(ref);
    if (cached && !fresh) return cached;
    const { remote, page } = splitRemoteRef(ref);
    if (!isConfigured(remote)) throw new RemoteUnavailableError(remote, 'not-configured');
    if (fresh) refresh(remote);
    let lastError: unknown;
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) {
        await sleep(retryDelaysMs[attempt - 1] ?? 0);
        refresh(remote);
      }
      try {
        const module = await runtime.loadRemote<unknown>(`${remote}/${page}`);
        const component = pickComponent(module, page);
        if (!component) throw new RemoteUnavailableError(remote, 'no-component');
        loaded.set(ref, component);
        onLoaded?.(remote);
        return component;
      } catch (error) {
        if (error instanceof RemoteUnavailableError) throw error;
        lastError = error;
      }
    }
    throw new RemoteUnavailableError(remote, 'load-failed', lastError);
  }

  function preload(remote: RemoteName, pages: readonly string[] = []): void {
    const key = `${remote}:${pages.join(',')}`;
    if (!isConfigured(remote) || preloaded.has(key)) return;
    preloaded.add(key);
    runtime
      .preloadRemote([{ nameOrAlias: remote, exposes: pages.map((page) => `./${page}`) }])
      .catch(() => preloaded.delete(key)); // a failed warm-up is retried on the next hover
  }

  return {
    isConfigured,
    loadPage,
    preload,
    releaseOf: (remote) => runtime.releaseOf?.(remote),
    pageCrashed: (remote, error) => runtime.renderFailed?.(remote, error) ?? false,
  };
}
