// What a remote's mf-manifest.json (Module Federation's manifest) says about a build: the pages it
// exposes and the versions of the singletons it was built against.
import { packageOf } from '../../shared/build/singletons.mjs';

const semver = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;
const firstVersionIn = /(\d+)\.(\d+)\.(\d+)/;

/** `./Page` keys of what the manifest exposes. */
export const exposesOf = (manifest) =>
  (Array.isArray(manifest?.exposes) ? manifest.exposes : [])
    .map((expose) => expose?.path ?? (expose?.name ? `./${expose.name}` : undefined))
    .filter((key) => typeof key === 'string');

/**
 * The version a shared entry was built against: its `version` when that is a plain x.y.z (the plugin
 * writes a mangled one, e.g. `..1.8...5`, for some packages), else the first x.y.z of its
 * `requiredVersion` (`19.3.1`, `^19.3.1`). Undefined when neither says.
 */
export function builtVersionOf(entry) {
  if (typeof entry?.version === 'string' && semver.test(entry.version))
    return entry.version.replace(/^v/, '');
  const match =
    typeof entry?.requiredVersion === 'string' ? firstVersionIn.exec(entry.requiredVersion) : null;
  return match ? match.slice(1, 4).join('.') : undefined;
}

/** `{ [shareKey]: version }` of every shared entry (unreadable versions left out). */
export function sharedVersionsOf(manifest) {
  const versions = {};
  for (const entry of Array.isArray(manifest?.shared) ? manifest.shared : []) {
    const version = builtVersionOf(entry);
    if (typeof entry?.name === 'string' && version) versions[entry.name] = version;
  }
  return versions;
}

/** `[{ key, pkg, version }]` of the shared entries, version undefined when unreadable. */
export const sharedEntriesOf = (manifest) =>
  (Array.isArray(manifest?.shared) ? manifest.shared : [])
    .filter((entry) => typeof entry?.name === 'string')
    .map((entry) => ({ key: entry.name, pkg: packageOf(entry.name), version: builtVersionOf(entry) }));

export const majorOf = (version) => Number(String(version).split('.')[0]);

/** The remoteEntry file a manifest names, relative to the manifest (publicPath `auto`). */
export function remoteEntryPathOf(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || entry.name === '') return undefined;
  const dir = typeof entry.path === 'string' && entry.path !== '' ? entry.path.replace(/\/?$/, '/') : '';
  return `${dir}${entry.name}`;
}
