// Every front-end package's jest suite in one run (`pnpm test:unit`): one pool of workers takes test
// files from all of them, instead of a jest run per package one after another, each starting up and
// then running on one worker (jest's default on 2 cores). The packages are those whose `test` script
// is plain `jest`; the server's suite keeps its own run (--experimental-vm-modules, its PGlite template).
// A package's own `pnpm test` still runs its suite alone with the same config.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './scripts/workspace.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const jestPackages = workspacePackages(root).filter((pkg) => pkg.dir !== '.' && pkg.scripts.test === 'jest');

export default {
  maxWorkers: 2,
  projects: jestPackages.map((pkg) => ({
    ...require(path.join(root, pkg.dir, 'jest.config.cjs')),
    rootDir: path.join(root, pkg.dir),
    displayName: pkg.dir,
  })),
};
