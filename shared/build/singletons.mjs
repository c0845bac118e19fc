// The modules every app shares as singletons (DESIGN.md "Runtime composition"): one React, one router,
// one styled-components (one theme context), one i18next instance, one rxjs, and our own sdk/ui/i18n so
// their React contexts and the realtime bus are the same object in the host and in every remote.
// A version bump of any of these is a coordinated change across the host and all remotes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Package names shared as singletons; a trailing slash shares every deep import under that package. */
export const singletonNames = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'styled-components',
  'i18next',
  'react-i18next',
  'rxjs',
  '@exchange/sdk',
  // The endpoint definitions pages pass to the sdk's client: shared so zod and the schemas load once
  // (the host already has them through the sdk) instead of once more in every remote's first page.
  '@exchange/protocol',
  '@exchange/ui',
  '@exchange/i18n',
  // Only the remotes that draw charts depend on it, so only they offer it (the host never loads it):
  // the first chart-drawing remote's copy serves the others, and with it its one lazy Highcharts chunk.
  '@exchange/chart',
];

/** Workspace packages carry `workspace:*` ranges; their version is read from their own package.json. */
const isWorkspaceRange = (range) => typeof range === 'string' && range.startsWith('workspace:');

/** `react/jsx-runtime` and `react/` belong to the package `react`. */
export const packageOf = (key) => {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * The singletons a remote can take from the host alone: exact keys (a `react/` prefix covers deep
 * imports the host may not itself use) of packages the host depends on, hence provides.
 * @param {string} hostDir absolute folder of the host app
 */
export function hostProvidedSingletons(hostDir) {
  const manifest = path.join(hostDir, 'package.json');
  if (!existsSync(manifest)) return []; // a checkout without the host: keep every fallback
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  return singletonNames.filter((key) => !key.endsWith('/') && deps[packageOf(key)]);
}

/**
 * The `shared` option of ModuleFederationPlugin for an app.
 * @param {string} appDir absolute path of the app (its package.json lists the singletons' versions)
 * @param {{ providedByHost?: string[] }} [options] providedByHost: names a remote takes from the host
 *   only. A singleton always resolves to the copy loaded first, the host's, so a remote's own copy is
 *   never used in the host; without it the remote builds no fallback chunks for it (nor the chunk-name
 *   table entries in remoteEntry.js: @exchange/i18n alone brought one lazy chunk per language and
 *   namespace).
 */
export function sharedSingletons(appDir, { providedByHost = [] } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const key of singletonNames) {
    const name = packageOf(key);
    const range = deps[name];
    if (!range) continue; // an app that does not use a package does not offer it
    let requiredVersion = range;
    let version;
    if (isWorkspaceRange(range)) {
      const manifest = requireFromApp(`${name}/package.json`);
      version = manifest.version;
      requiredVersion = manifest.version;
    }
    shared[key] = {
      ...(providedByHost.includes(key) ? { import: false } : {}),
      singleton: true,
      requiredVersion,
      ...(version ? { version } : {}),
    };
  }
  return shared;
}
