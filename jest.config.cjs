// Every front-end package's jest suite in one run (`pnpm test:unit`): one pool of workers takes test
// files from all of them, instead of thirteen jest runs one after another, each starting up and then
// running on one worker (jest's default on 2 cores). The server's suite keeps its own run: it needs
// --experimental-vm-modules and its PGlite template (server/jest.config.cjs).
// A package's own `pnpm test` still runs its suite alone with the same config.
const fs = require('node:fs');
const path = require('node:path');

const packageDirs = ['host', 'remotes', 'shared']
  .flatMap((top) =>
    top === 'host'
      ? [top]
      : fs
          .readdirSync(path.join(__dirname, top), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(top, entry.name)),
  )
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

module.exports = {
  maxWorkers: 2,
  projects: packageDirs.map((dir) => ({
    ...require(path.join(__dirname, dir, 'jest.config.cjs')),
    rootDir: path.join(__dirname, dir),
    displayName: dir,
  })),
};
