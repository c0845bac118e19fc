// The versions of the shared singletons the host runs: a remote built against another major of one of
// them breaks in the host (one React, one router, one i18next, one sdk per page).
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './store.mjs';

/** The singletons whose major a release must share with the host (issue 25 item 3). */
export const checkedSingletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  '@exchange/sdk',
];

/** Package -> installed version as the host resolves it (react-router through react-router-dom). */
export function hostSingletonVersions(hostDir = path.join(repoRoot, 'host')) {
  const fromHost = createRequire(path.join(hostDir, 'package.json'));
  const versionOf = (require, pkg) => {
    try {
      return require(`${pkg}/package.json`).version;
    } catch {
      return undefined;
    }
  };
  const versions = {};
  for (const pkg of checkedSingletons) {
    let version = versionOf(fromHost, pkg);
    if (!version && pkg === 'react-router') {
      try {
        version = versionOf(createRequire(fromHost.resolve('react-router-dom/package.json')), pkg);
      } catch {
        /* the host has no router */
      }
    }
    if (version) versions[pkg] = version;
  }
  return versions;
}
