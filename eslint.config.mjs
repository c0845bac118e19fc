import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from '@boundaries/eslint-plugin';
import folderCycles from './scripts/lint/folder-cycles.mjs';

// Money is decimal strings handled by @exchange/sdk's money helpers (DESIGN.md "Money").
const noFloatMoney = {
  'no-restricted-globals': [
    'error',
    { name: 'parseFloat', message: 'Money is decimal: use the @exchange/sdk money helpers.' },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'Number',
      property: 'parseFloat',
      message: 'Money is decimal: use the @exchange/sdk money helpers.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------------
// Import arrows (DESIGN.md "Arrows that may exist, and none other"), checked by @boundaries/eslint-plugin
// on the resolved file of every import, export-from, dynamic import and require: a workspace name
// (`@exchange/ui`, resolved through pnpm's links to shared/ui/src) and a relative path that climbs out
// of its package (`../../spot/src/x`) land on the same element, so neither way around a rule works.
// An import inside one element (a remote's own files) is not checked; everything not allowed is an error.
// ---------------------------------------------------------------------------------------------------

/** Our shared packages, each its own element type `shared-<name>` (shared/<name>/). */
const sharedPackages = ['build', 'chart', 'i18n', 'protocol', 'sdk', 'starter', 'ui'];
const shared = (name) => `shared-${name}`;
const allShared = sharedPackages.map(shared);

/** Where each file belongs: the folder it is in. The first match wins, so narrower patterns come first. */
const elements = [
  ...sharedPackages.map((name) => ({ type: shared(name), pattern: `shared/${name}`, partialMatch: false })),
  { type: 'host', pattern: 'host', partialMatch: false },
  { type: 'remote', pattern: 'remotes/*', partialMatch: false, capture: ['remote'] },
  { type: 'server-module', pattern: 'server/src/modules/*', partialMatch: false, capture: ['module'] },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'e2e-harness', pattern: 'e2e/harness', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

/**
 * Who may import whom. Beyond DESIGN.md's list, the shared packages' arrows are today's package.json
 * dependencies: starter and chart sit above sdk and ui; build (webpack/jest/tsconfig helpers) and
 * protocol and i18n import nothing of ours. The e2e fault harness runs the real sdk as the client under
 * test (e2e/harness/README.md), so it alone in e2e may import shared/sdk.
 */
export const importArrows = [
  { from: 'remote', allow: allShared },
  { from: 'host', allow: allShared },
  { from: 'server', allow: [shared('protocol')] },
  { from: 'server-module', allow: [shared('protocol')] },
  { from: shared('sdk'), allow: [shared('protocol')] },
  { from: shared('ui'), allow: [shared('i18n')] },
  { from: shared('starter'), allow: [shared('i18n'), shared('protocol'), shared('sdk'), shared('ui')] },
  { from: shared('chart'), allow: [shared('i18n'), shared('protocol'), shared('sdk'), shared('ui')] },
  { from: shared('i18n'), allow: [] },
  { from: shared('protocol'), allow: [] },
  { from: shared('build'), allow: [] },
  { from: 'e2e', allow: [shared('protocol')] },
  { from: 'e2e-harness', allow: [shared('protocol'), shared('sdk')] },
  { from: 'scripts', allow: allShared },
];

const importResolution = {
  'import/resolver': {
    typescript: {
      alwaysTryTypes: true,
      noWarnOnMultipleProjects: true,
      project: ['tsconfig.json', '*/tsconfig.json', '*/*/tsconfig.json'],
    },
    node: true,
  },
  'import/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
};

const serverTypes = ['server', 'server-module'];
const elementType = (types) => ({ element: { type: types.length === 1 ? types[0] : types } });

const arrowsBlock = {
  files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
  plugins: { boundaries },
  settings: {
    ...importResolution,
    'boundaries/elements': elements,
    'boundaries/include': ['host/**', 'remotes/**', 'shared/**', 'server/**', 'e2e/**', 'scripts/**'],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Also judge imports that resolve to no file of ours: that is how a package that is not a
        // dependency looks (`@exchange/host` from a remote).
        checkAllOrigins: true,
        message:
          '{{from.type}} may not import "{{dependency.source}}" ({{to.type}}{{#unless to.type}}not a dependency{{/unless}}): DESIGN.md "Arrows that may exist, and none other"',
        policies: [
          // Third-party packages and Node's own are the package managers' business, not this rule's.
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          ...importArrows
            .filter(({ allow }) => allow.length > 0)
            .map(({ from, allow }) => ({ from: elementType([from]), allow: { to: elementType(allow) } })),
          // Inside one remote its own files are free; another remote is not.
          {
            from: { element: { type: 'remote' } },
            allow: { to: { element: { type: 'remote', captured: { remote: '{{from.captured.remote}}' } } } },
          },
          // The server's modules and the rest of server/ reach each other freely here; for server files
          // the module rule below (serverModulesBlock) replaces this rule with its narrower policies.
          {
            from: elementType(serverTypes),
            allow: { to: elementType(serverTypes) },
          },
          // shared/build is build-time tooling (tsconfig base, jest preset, webpack factory, Chromium's path),
          // a devDependency of every package: any package's config may use it.
          { allow: { to: elementType([shared('build')]) } },
          // A workspace package that does not resolve from here (not a dependency: @exchange/host, a remote).
          { disallow: { to: { module: { source: '@exchange/*' } } } },
          // The react-router-dom facade that shared/build's webpack factory writes for the host.
          { from: elementType(['host']), allow: { to: { module: { source: '@exchange/facade' } } } },
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------------
// SERVER MODULE RULE (DESIGN.md: "a module reaches another module only through that module's public
// entry, or through the context's services ... No cycles between folders"; server/README.md "Module
// boundaries"). On in `pnpm lint`, so CI fails on a forbidden import.
//   - server/src/modules/<m>/** may import its own files, the kernel (server/ outside modules/),
//     shared/protocol and another module's `server/src/modules/<n>/index.ts` only, type imports
//     included (a module re-exports the types others may use from its index.ts);
//   - the kernel may import a module only through its index.ts, and the registry (modules/index.ts);
//   - test support (tests, `*-test-kit.ts`, src/testing/, src/faults/, bench/) is white-box: it may
//     import any module's files, other modules' test kits included; no other file may import it;
//   - no import cycles among its folders (exchange/no-folder-cycles: modules/<m>, src/<dir> and each
//     file directly in src/, type imports included, tests left out). A cycle of files across folders
//     is one of folders too; a cycle inside one folder is that folder's business. (import-x/no-cycle,
//     which also sees those, was 84% of the server's lint time for nothing DESIGN.md asks.)
//   - context.ts imports no module: a module adds its context services from its index.ts
//     (`declare module '../../context'`).
// ---------------------------------------------------------------------------------------------------
const moduleEntry = 'server/src/modules/*/index.ts';
/** Server files no product code may import, and which may reach into any module's files. */
export const serverTestSupport = [
  'server/**/*.test.ts',
  'server/**/*.cluster-test.ts',
  'server/**/*-test-kit.ts',
  'server/src/testing/**',
  'server/src/faults/**',
  'server/bench/**',
];

export const serverModulesBlock = {
  files: ['server/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  plugins: { boundaries, exchange: folderCycles },
  settings: {
    ...arrowsBlock.settings,
    'boundaries/files': [{ category: 'test-support', pattern: serverTestSupport }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        message:
          '{{from.type}} {{from.captured.module}} may not import "{{dependency.source}}" ({{to.type}} {{to.captured.module}}): reach a module through its index.ts or the context\'s services (DESIGN.md)',
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          { allow: { to: elementType([shared('protocol'), shared('build'), 'server']) } },
          { allow: { to: { element: { type: 'server-module' }, file: { path: moduleEntry } } } },
          {
            from: { element: { type: 'server-module' } },
            allow: {
              to: { element: { type: 'server-module', captured: { module: '{{from.captured.module}}' } } },
            },
          },
          { from: { file: { categories: 'test-support' } }, allow: { to: { element: { type: 'server-module' } } } },
          { disallow: { to: { module: { source: '@exchange/*' } } } },
        ],
      },
    ],
    'exchange/no-folder-cycles': ['error', { srcDir: 'server/src' }],
  },
};

/** No product file of the server imports test support (a test kit, src/testing/, src/faults/). */
export const serverProductBlock = {
  files: ['server/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  ignores: serverTestSupport,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)(testing|faults)/|-test-kit(\\.ts)?$',
            message: 'Test support (test kits, src/testing/, src/faults/) is for tests only (server/README.md "Module boundaries").',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // kept remote releases (pnpm release): built files
      'releases/**',
      // the e2e stack's state: its database, its environment file, the releases its specs make
      'e2e/.stack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['remotes/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}'], rules: noFloatMoney },
  arrowsBlock,
  serverModulesBlock,
  serverProductBlock,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
