#!/usr/bin/env node
// `tsc-native`: type-checks with TypeScript 7, the native compiler (the root's `typescript-native`,
// an alias of typescript@7, found from here by walking up). It checks the same code as typescript@6
// in about a third of the time (the workspace's `pnpm typecheck`: 126 s -> 46 s on two cores), but
// has no compiler API, so `typescript` stays 6 for typescript-eslint and Module Federation's type
// plugin (TOOLCHAIN.md), and pnpm-workspace.yaml's override keeps every peer on it. Every package's
// `typecheck` script runs this: one compiler for checks.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const dir = path.dirname(require.resolve('typescript-native/package.json'));
// The compiler's own launcher reads process.argv.slice(2): this script's arguments, unchanged.
await import(pathToFileURL(path.join(dir, 'lib', 'tsc.js')).href);
