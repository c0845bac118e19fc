// One jest set-up for every package: swc transforms TS/TSX (fast, no type-check: tsc does that),
// jsdom gets the Web APIs react-router and socket code expect.
const path = require('node:path');

/** @param {'node' | 'jsdom'} environment */
module.exports = function jestPreset(environment = 'node') {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!.*\\.mjs$)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom-after.cjs')] : [],
  };
};
