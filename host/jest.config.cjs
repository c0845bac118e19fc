const preset = require('../shared/build/jest-preset.cjs')('jsdom');

module.exports = {
  ...preset,
  // Build-only aliases (host/src/federation/aliases.d.ts): the facades are their packages in tests.
  moduleNameMapper: { '^@exchange/facade/(.*)$': '$1' },
};
