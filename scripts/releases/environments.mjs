// The environment files (remotes.json per environment) and the releases they name: a release any of
// them names is in use, so `pnpm releases --prune` keeps it whatever its age.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, shownPath } from './store.mjs';

/** The environment files of this repo: local and compose. */
export const defaultEnvironmentFiles = ['host/public/remotes.json', 'deploy/remotes.compose.json'].map(
  (file) => path.join(repoRoot, file),
);

/** Files of the server's `RELEASE_ENVIRONMENTS="local=/abs/a.json;compose=/abs/b.json"`. */
export const configuredEnvironmentFiles = (value = process.env.RELEASE_ENVIRONMENTS ?? '') =>
  value
    .split(';')
    .map((pair) => pair.slice(pair.indexOf('=') + 1).trim())
    .filter(Boolean);

/** The release id an entry URL points into (`.../releases/<id>/mf-manifest.json`), if any. */
export function releaseIdOfEntry(entry) {
  const match = /\/releases\/([^/]+)\//.exec(String(entry ?? ''));
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The stable and canary releases an environment file's entry names: `[{ role, version, entry, ... }]`. */
export function releasesOfEntry(value) {
  if (typeof value !== 'object' || value === null) return [];
  const named = [{ role: 'stable', ...value }];
  if (typeof value.canary === 'object' && value.canary !== null)
    named.push({ role: 'canary', ...value.canary });
  return named.map(({ canary: _canary, ...release }) => release);
}

/**
 * Release id -> where environment files name it (`host/public/remotes.json (stable)`), for one remote.
 * A file that does not exist names nothing; one that is not JSON is an error (pruning on a misread file
 * would remove what it names).
 */
export function namedReleases(remote, files) {
  const named = new Map();
  for (const file of files) {
    if (!existsSync(file)) continue;
    let config;
    try {
      config = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not readable JSON (${error.message})`);
    }
    for (const release of releasesOfEntry(config?.[remote])) {
      const ids = new Set([releaseIdOfEntry(release.entry), release.version].filter(Boolean));
      for (const id of ids) {
        const where = `${shownPath(file)} (${release.role})`;
        named.set(id, [...(named.get(id) ?? []), where]);
      }
    }
  }
  return named;
}
