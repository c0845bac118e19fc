import type { RemoteName, RemotesConfig } from '@exchange/sdk';
import { RemoteUnavailableError, type FederationRuntime } from '../remoteLoader';
import type { FallbackMemory } from './fallbackMemory';
import type { FieldReporter, FieldReportKind } from './fieldReporter';
import { entryFailureKind } from './integrity';
import { chooseRelease, type ChosenRelease } from './releaseChoice';

/**
 * The federation runtime with releases (README "teams and ops"): each remote is registered with the
 * release the user's bucket picks (stable or canary); every page load is timed and every failure
 * reported; a canary that fails to load, fails integrity or throws while rendering falls back to the
 * stable release at once, for the rest of the session. Lives in the lazy federation chunk.
 */
export interface ReleaseRuntime extends FederationRuntime {
  releaseOf(remote: string): string | undefined;
  renderFailed(remote: string, error: unknown): boolean;
  /** The runtime's view of the integrity plugin: what to check an entry script against. */
  integrityOf(remote: string): string | undefined;
  entryScriptLoaded(remote: string, url: string): void;
}

export interface ReleaseRuntimeOptions {
  /** The Module Federation instance (tests: a fake); built with this runtime's integrity hooks. */
  instance: FederationRuntime;
  config: RemotesConfig;
  /** The id buckets come from (sdk `bucketId`). */
  bucketId: string;
  reporter: FieldReporter;
  memory: FallbackMemory;
  failureKind?: typeof entryFailureKind;
  now?: () => number;
  /** Forgets the chunks a remote's release pushed to the page (see `forgetRemoteChunks`). */
  forgetChunks?: (remote: string) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Two releases of one remote push their chunks to one page global (`webpackChunk<name>`); a fresh
 * runtime installs whatever is there. After a fallback the stable runtime must not pick up the modules
 * of the canary it replaces, so the global goes with it.
 */
export function forgetRemoteChunks(remote: string): void {
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${remote.replace(/[^\w$]/g, '_')}`];
}

export function createReleaseRuntime({
  instance,
  config,
  bucketId,
  reporter,
  memory,
  failureKind = entryFailureKind,
  now = () => performance.now(),
  forgetChunks = forgetRemoteChunks,
}: ReleaseRuntimeOptions): ReleaseRuntime {
  const current = new Map<string, ChosenRelease>();
  for (const [remote, composition] of Object.entries(config)) {
    if (composition) current.set(remote, chooseRelease(remote, composition, bucketId, memory.has));
  }
  const entryScripts = new Map<string, string>();

  const report = (release: ChosenRelease, kind: FieldReportKind, extra: { ms?: number; message?: string }) =>
    reporter.report({
      remote: release.remote,
      release: release.version,
      kind,
      bucket: release.bucket,
      ...extra,
    });

  const register = (remote: string, force: boolean) => {
    const release = current.get(remote);
    if (release) instance.registerRemotes([{ name: remote, entry: release.entry }], { force });
  };

  /** From the canary to the stable release, now and for the rest of the session. */
  function fallBack(remote: string): boolean {
    const release = current.get(remote);
    const composition = config[remote as RemoteName];
    if (release?.channel !== 'canary' || !composition) return false;
    memory.remember(remote, release.version);
    current.set(
      remote,
      chooseRelease(remote, composition, bucketId, () => true),
    );
    entryScripts.delete(remote);
    forgetChunks(remote);
    register(remote, true);
    return true;
  }

  async function loadRemote<T>(id: string): Promise<T | null> {
    const remote = id.split('/')[0] ?? id;
    const release = current.get(remote);
    // Its releases are unusable (bad version, integrity): like a remote absent from remotes.json.
    if (!release) throw new RemoteUnavailableError(remote as RemoteName, 'not-configured');
    const started = now();
    try {
      const module = await instance.loadRemote<T>(id);
      report(release, 'load', { ms: Math.round(now() - started) });
      return module;
    } catch (error) {
      const kind = await failureKind(entryScripts.get(remote), release.integrity);
      report(release, kind, { message: messageOf(error) });
      if (fallBack(remote)) return loadRemote<T>(id);
      throw error;
    }
  }

  return {
    // The loader registers what remotes.json names; each goes in as the release this user runs.
    registerRemotes(remotes, options) {
      for (const { name } of remotes) register(name, options?.force ?? false);
    },
    loadRemote,
    preloadRemote: (args) => instance.preloadRemote(args),
    releaseOf: (remote) => current.get(remote)?.version,
    renderFailed(remote, error) {
      const release = current.get(remote);
      if (!release) return false;
      report(release, 'render-error', { message: messageOf(error) });
      return fallBack(remote);
    },
    integrityOf: (remote) => current.get(remote)?.integrity,
    entryScriptLoaded: (remote, url) => void entryScripts.set(remote, url),
  };
}
