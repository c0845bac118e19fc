// PGlite loads its WASM through a dynamic import(), which jest's CommonJS sandbox only allows with
// --experimental-vm-modules (set in the `test` script). A fresh PGlite database takes seconds to
// create on a busy 2-core machine, hence the generous timeout. `cookie` 2 (used by fastify's
// inject) ships only ESM, so it is transformed like our sources.
const preset = require('../shared/build/jest-preset.cjs')('node');
module.exports = {
  ...preset,
  testTimeout: 60000,
  // Every test file starts its own server on its own storage (a fresh PGlite folder or Postgres
  // schema, port 0), so two files can run side by side: on 2 cores that nearly halves the suite.
  maxWorkers: 2,
  // One migrated PGlite database per run, copied into each file's storage (src/testing/pglite-template.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/|.*\\.mjs$)'],
};
