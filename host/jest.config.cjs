const preset = require('../shared/build/jest-preset.cjs')('jsdom');

module.exports = {
  ...preset,
  // The build-only alias of host/src/federation/aliases.d.ts is the package itself in tests.
  moduleNameMapper: { '^@exchange/facade/(.*)$': '$1' },
};
