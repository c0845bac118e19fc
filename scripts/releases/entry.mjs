// The remotes.json entry that points an environment at a kept release (WAVE3 "remotes.json").
import { remotePorts } from '../remotes.mjs';

/** The local origin of a remote (`pnpm start`'s port of scripts/remotes.mjs). */
export function localOriginOf(remote) {
  const port = remotePorts[remote];
  if (!port) throw new Error(`no local port for "${remote}" in scripts/remotes.mjs: pass --origin <url>`);
  return `http://localhost:${port}`;
}

/** `{ entry, version, integrity }` for a release served at `<origin>/releases/<id>/`. */
export const entryOf = (release, origin) => ({
  entry: `${origin.replace(/\/+$/, '')}/releases/${release.id}/${release.entry ?? 'mf-manifest.json'}`,
  version: release.id,
  integrity: release.integrity,
});

/** The entry as the line to paste into remotes.json: `"spot": { "entry": "...", ... }`. */
export const entryLine = (remote, entry) =>
  `${JSON.stringify(remote)}: { ${Object.entries(entry)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ')} }`;
