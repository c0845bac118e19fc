import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readmeProblems } from './readme-commands.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('every `pnpm <x>` in a README of this repository runs what it says', () => {
  assert.deepEqual(readmeProblems(repo), []);
});

/** A workspace with a root and one package `@t/app` in app/, each with its README. */
function workspace(rootReadme, appReadme) {
  const root = mkdtempSync(path.join(tmpdir(), 'readme-commands-'));
  const json = (file, value) => writeFileSync(path.join(root, file), JSON.stringify(value));
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages:\n  - app\n');
  json('package.json', { name: 'root', scripts: { api: 'pnpm --filter @t/app start', 'bench:api': 'x' } });
  mkdirSync(path.join(root, 'app'));
  json('app/package.json', { name: '@t/app', scripts: { start: 'node .', dev: 'node .', server: 'node .' } });
  writeFileSync(path.join(root, 'README.md'), rootReadme);
  writeFileSync(path.join(root, 'app', 'README.md'), appReadme);
  return root;
}

test('reports `pnpm server`, a script name pnpm 10 keeps for its own command, even where the script exists', () => {
  const root = workspace('Start it with `pnpm server`.\n', '```sh\npnpm server   # the API\n```\n');
  try {
    assert.deepEqual(readmeProblems(root), [
      "README.md: `pnpm server` runs pnpm's own `server` command, not a script",
      "app/README.md: `pnpm server` runs pnpm's own `server` command, not a script",
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("accepts the root's scripts, the README's own package's, filtered ones and meant built-ins", () => {
  const root = workspace(
    [
      '`pnpm api` or `pnpm bench:api`; first `pnpm install`.',
      '```sh',
      'pnpm --filter @t/app exec tsx src/cli.ts 3600',
      'pnpm --filter @t/app dev && pnpm run api',
      '```',
      'pnpm 10 is the package manager (prose, not a command).',
    ].join('\n'),
    '`pnpm dev` here, `pnpm start` there, `pnpm --filter @exchange/<name> test` for any remote.\n',
  );
  try {
    assert.deepEqual(readmeProblems(root), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('reports a script that is nowhere, a filter that matches no package and one without the script', () => {
  const root = workspace(
    '`pnpm dev` at the root; `pnpm --filter @t/nope start`; `pnpm --filter @t/app bench`.\n',
    '`pnpm test`\n',
  );
  try {
    assert.deepEqual(readmeProblems(root), [
      'README.md: `pnpm dev`: no script `dev` in root',
      'README.md: `pnpm --filter @t/nope start`: no package matches @t/nope',
      'README.md: `pnpm --filter @t/app bench`: no script `bench` in @t/app',
      'app/README.md: `pnpm test`: no script `test` in root or @t/app',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
