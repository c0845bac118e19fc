import type { CanaryEntry, RemoteEntry } from './environment-file';
import type { StableFields } from './audit';
import type { ReleaseManifest } from './kept-releases';

/**
 * The changes the operator makes to a remote's entry, each a new entry object with the other keys
 * (and their order) as they were: the file stays what ops wrote, with only the change in it.
 */

/** `<origin of the stable entry>/releases/<id>/<manifest>`: where the remote's server serves a kept release. */
export function releaseEntryUrl(stableEntry: string, release: ReleaseManifest): string {
  let origin = '';
  try {
    origin = new URL(stableEntry).origin;
  } catch {
    // A relative entry (same origin as the page): the release path alone.
  }
  return `${origin}/releases/${release.id}/${release.entry}`;
}

const stableKeys = new Set(['entry', 'version', 'integrity']);

/** The entry with its stable fields replaced (a field absent from `stable` is removed), order kept. */
export function withStable(entry: RemoteEntry, stable: StableFields): RemoteEntry {
  const result: Record<string, unknown> = {};
  const missing = (['version', 'integrity'] as const).filter((key) => !(key in entry));
  for (const [key, value] of Object.entries(entry)) {
    if (!stableKeys.has(key)) {
      result[key] = value;
      continue;
    }
    if (stable[key as keyof StableFields] !== undefined) result[key] = stable[key as keyof StableFields];
    if (key === 'entry') for (const add of missing) if (stable[add] !== undefined) result[add] = stable[add];
  }
  return result as RemoteEntry;
}

export function withoutCanary(entry: RemoteEntry): RemoteEntry {
  const { canary: _dropped, ...rest } = entry;
  return rest;
}

export function withCanaryPercent(entry: RemoteEntry, percent: number): RemoteEntry {
  return { ...entry, canary: { ...(entry.canary as CanaryEntry), percent } };
}

/** The kept release as the canary (replacing one there was, in its place). */
export function withCanary(entry: RemoteEntry, release: ReleaseManifest, percent: number): RemoteEntry {
  const canary: CanaryEntry = {
    entry: releaseEntryUrl(entry.entry, release),
    version: release.id,
    ...(release.integrity ? { integrity: release.integrity } : {}),
    percent,
  };
  return { ...entry, canary };
}

/** The kept release as stable; the canary is dropped. */
export function withStableRelease(entry: RemoteEntry, release: ReleaseManifest): RemoteEntry {
  return withoutCanary(
    withStable(entry, {
      entry: releaseEntryUrl(entry.entry, release),
      version: release.id,
      ...(release.integrity ? { integrity: release.integrity } : {}),
    }),
  );
}
