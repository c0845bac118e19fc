// The kept releases of a remote on disk: `<releases>/<remote>/<version>-<hash>/` with the built files and
// release.json (WAVE3 "Releases on disk"). A release folder is written once and never changed.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { contentHash, filesOf, integrityOf } from './files.mjs';
import { exposesOf, remoteEntryPathOf, sharedVersionsOf } from './manifest.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The root of every remote's releases: `RELEASES_DIR`, else `<repo>/releases`. */
export const releasesRoot = (env = process.env) =>
  env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(repoRoot, 'releases');

/** A path as a reader finds it: relative to `from` when inside it, else absolute. */
export function shownPath(file, from = repoRoot) {
  const rel = path.relative(from, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

export const releaseFileName = 'release.json';
const manifestName = 'mf-manifest.json';
const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** A remote name usable as a folder (`spot`, `my-remote`): no path in it. */
export function assertRemoteName(remote) {
  if (typeof remote !== 'string' || !/^[a-z][a-z0-9-]*$/.test(remote))
    throw new Error(`"${remote}" is not a remote name (lower-case letters, digits and -)`);
  return remote;
}

/** A version usable in a release id and a URL path (`1.4.0`, `1.5.0-rc.1`; the hash is after the last `-`). */
export function assertVersion(version) {
  if (typeof version !== 'string' || !versionPattern.test(version))
    throw new Error(`version "${version}" may hold only letters, digits and . + _ - (e.g. 1.4.0)`);
  return version;
}

/**
 * What the release of a built dist would be, without writing anything.
 * @returns {{ id, hash, files, manifest, remoteEntryBytes, remoteEntry }}
 */
export function describeDist(distDir, version) {
  const manifestFile = path.join(distDir, manifestName);
  if (!existsSync(manifestFile)) throw new Error(`${distDir} has no ${manifestName}: is it a built remote?`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const remoteEntry = remoteEntryPathOf(manifest);
  if (!remoteEntry || !existsSync(path.join(distDir, remoteEntry)))
    throw new Error(`${distDir}: the remoteEntry its ${manifestName} names (${remoteEntry}) is not there`);
  const files = filesOf(distDir).filter((file) => file !== releaseFileName);
  const hash = contentHash(distDir, files);
  return {
    id: `${assertVersion(version)}-${hash}`,
    hash,
    files,
    manifest,
    remoteEntry,
    remoteEntryBytes: readFileSync(path.join(distDir, remoteEntry)),
  };
}

/**
 * Copies a built dist into `<root>/<remote>/<id>/` with its release.json, unless that release exists
 * (same files, same id: nothing to do).
 * @returns {{ release: object, dir: string, created: boolean }}
 */
export function createRelease({ remote, distDir, version, root = releasesRoot(), now = new Date() }) {
  const described = describeDist(distDir, version);
  const dir = path.join(root, assertRemoteName(remote), described.id);
  if (existsSync(path.join(dir, releaseFileName))) {
    return { release: readRelease(dir), dir, created: false };
  }
  const release = {
    remote,
    version,
    id: described.id,
    createdAt: now.toISOString(),
    entry: manifestName,
    remoteEntry: described.remoteEntry,
    integrity: integrityOf(described.remoteEntryBytes),
    exposes: exposesOf(described.manifest),
    shared: sharedVersionsOf(described.manifest),
  };
  // Written beside, then renamed into place: a release folder is whole or absent, never half copied.
  const staging = path.join(root, remote, `.staging-${described.id}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const file of described.files) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    cpSync(path.join(distDir, file), path.join(staging, file));
  }
  writeFileSync(path.join(staging, releaseFileName), `${JSON.stringify(release, null, 2)}\n`);
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (existsSync(path.join(dir, releaseFileName)))
      return { release: readRelease(dir), dir, created: false };
    throw error;
  }
  return { release, dir, created: true };
}

export const readRelease = (dir) => JSON.parse(readFileSync(path.join(dir, releaseFileName), 'utf8'));

/** The kept releases of a remote (folders holding a release.json), newest first. */
export function listReleases(remote, root = releasesRoot()) {
  const remoteDir = path.join(root, assertRemoteName(remote));
  if (!existsSync(remoteDir)) return [];
  return readdirSync(remoteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(remoteDir, entry.name, releaseFileName)))
    .map((entry) => ({ ...readRelease(path.join(remoteDir, entry.name)), id: entry.name }))
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || b.id.localeCompare(a.id));
}

/**
 * Removes every release of a remote but the newest `keep` and those in `named` (ids an environment
 * file names). @returns {{ kept: object[], removed: object[] }}
 */
export function pruneReleases(remote, { keep, named = new Set(), root = releasesRoot() }) {
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`--prune takes a count of releases to keep (0 or more), not "${keep}"`);
  const kept = [];
  const removed = [];
  listReleases(remote, root).forEach((release, index) => {
    if (index < keep || named.has(release.id)) kept.push(release);
    else {
      rmSync(path.join(root, remote, release.id), { recursive: true, force: true });
      removed.push(release);
    }
  });
  return { kept, removed };
}
