import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseIdPattern, remoteNamePattern, type KeptRelease } from '@exchange/protocol';
import { ApiError } from '../../errors';

/** What the operator API reads of a kept release's release.json (issue 25 "Releases on disk"). */
export interface ReleaseManifest {
  id: string;
  createdAt: string;
  /** File name of the federation manifest inside the release folder (`mf-manifest.json`). */
  entry: string;
  integrity?: string;
}

async function readManifest(
  releasesDir: string,
  remote: string,
  id: string,
): Promise<ReleaseManifest | undefined> {
  if (!remoteNamePattern.test(remote) || !releaseIdPattern.test(id)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(join(releasesDir, remote, id, 'release.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const data = json as Record<string, unknown>;
  const entry =
    typeof data.entry === 'string' && /^[\w.-]+$/.test(data.entry) ? data.entry : 'mf-manifest.json';
  return {
    id,
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : '',
    entry,
    ...(typeof data.integrity === 'string' ? { integrity: data.integrity } : {}),
  };
}

/** The remote's kept releases (folders with a readable release.json), newest first. */
export async function keptReleases(releasesDir: string, remote: string): Promise<KeptRelease[]> {
  if (!remoteNamePattern.test(remote)) return [];
  const names = await readdir(join(releasesDir, remote)).catch(() => [] as string[]);
  const manifests = await Promise.all(names.map((id) => readManifest(releasesDir, remote, id)));
  return manifests
    .filter((m): m is ReleaseManifest => m !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((m) => ({ version: m.id, createdAt: m.createdAt }));
}

/** A kept release of the remote, or `operator.unknownRelease`. */
export async function keptRelease(releasesDir: string, remote: string, id: string): Promise<ReleaseManifest> {
  const manifest = await readManifest(releasesDir, remote, id);
  if (!manifest) throw new ApiError('operator.unknownRelease', 'error', { remote, version: id });
  return manifest;
}
