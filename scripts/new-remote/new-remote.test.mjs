// `node --test scripts/` (root `pnpm test:scripts`): the scaffold on a copy of the files it reads.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { planRemote } from './plan.mjs';

const repo = path.resolve(import.meta.dirname, '..', '..');
const localesDir = 'shared/i18n/src/locales';
const locales = readdirSync(path.join(repo, localesDir));

/** A checkout holding only what the scaffold reads, without any remote folder. */
function copyOfRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
  const files = [
    'shared/sdk/src/remote-contract.ts',
    'host/src/routing/routeTable.ts',
    'host/package.json',
    'host/public/remotes.json',
    'deploy/remotes.compose.json',
    'docker-compose.yml',
    ...locales.map((locale) => `${localesDir}/${locale}/host.json`),
  ];
  for (const file of files) cpSync(path.join(repo, file), path.join(root, file));
  return root;
}

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
const fresh = () => {
  const root = copyOfRepo();
  roots.push(root);
  return root;
};

describe('pnpm new:remote', () => {
  it('creates the house layout with a page per contract entry, at its spec §2 path', () => {
    const { files, pages, port } = planRemote(fresh(), 'earn');
    assert.equal(port, 3006);
    assert.deepEqual(pages, [
      { page: 'IeoListPage', path: pages[0].path },
      { page: 'IeoDetailPage', path: pages[1].path },
      { page: 'LockPage', path: pages[2].path },
      { page: 'LockDetailPage', path: pages[3].path },
    ]);
    for (const { path: route } of pages) assert.match(route, /^\/\w/);
    for (const file of [
      'package.json',
      'README.md',
      'index.html',
      'jest.config.cjs',
      'tsconfig.json',
      'webpack.config.mjs',
      'src/index.ts',
      'src/standalone.tsx',
      'src/components/PagePlaceholder.tsx',
      'src/hooks/.gitkeep',
      'src/model/.gitkeep',
      'src/testing/render.tsx',
      'src/pages/pages.test.tsx',
      ...pages.map(({ page }) => `src/pages/${page}.tsx`),
    ])
      assert.ok(`remotes/earn/${file}` in files, `remotes/earn/${file}`);
    const webpack = files['remotes/earn/webpack.config.mjs'];
    for (const { page } of pages) assert.ok(webpack.includes(`'./${page}': './src/pages/${page}.tsx'`));
    assert.match(webpack, /port: 3006/);
    const standalone = files['remotes/earn/src/standalone.tsx'];
    assert.match(standalone, /from '@exchange\/starter'/);
    for (const { page, path: route } of pages)
      assert.ok(standalone.includes(`{ path: '${route}', Page: ${page} }`));
  });

  it('uses the route table path of a page the host routes', () => {
    const { pages } = planRemote(fresh(), 'wallets');
    assert.deepEqual(
      pages.find(({ page }) => page === 'AssetsPage'),
      { page: 'AssetsPage', path: '/dealFinance' },
    );
  });

  it('pins the workspace versions of the host and takes the shared packages from the workspace', () => {
    const { files } = planRemote(fresh(), 'micro');
    const manifest = JSON.parse(files['remotes/micro/package.json']);
    const host = JSON.parse(readFileSync(path.join(repo, 'host/package.json'), 'utf8'));
    assert.equal(manifest.name, '@exchange/micro');
    assert.equal(manifest.dependencies.react, host.dependencies.react);
    assert.equal(manifest.devDependencies.webpack, host.devDependencies.webpack);
    assert.equal(manifest.dependencies['@exchange/starter'], 'workspace:*');
  });

  it('writes the namespace in every language, translated, with the host’s name of the remote', () => {
    const { files } = planRemote(fresh(), 'contracts');
    const en = JSON.parse(files[`${localesDir}/en/contracts.json`]);
    assert.deepEqual(en, {
      title: 'Contracts',
      placeholder: { underConstruction: 'This page is under construction.' },
    });
    for (const locale of locales.filter((l) => l !== 'en')) {
      const text = JSON.parse(files[`${localesDir}/${locale}/contracts.json`]);
      assert.notEqual(text.placeholder.underConstruction, en.placeholder.underConstruction, locale);
      assert.ok(text.title.length > 0, locale);
    }
  });

  it('adds the remote to remotes.json, the compose remotes.json and docker-compose', () => {
    const { edits } = planRemote(fresh(), 'earn');
    const local = JSON.parse(edits['host/public/remotes.json']);
    assert.equal(local.earn.entry, 'http://localhost:3006/mf-manifest.json');
    assert.equal(Object.keys(local).at(-1), 'earn');
    const compose = JSON.parse(edits['deploy/remotes.compose.json']);
    assert.equal(compose.earn.entry, 'http://localhost:3106/mf-manifest.json');
    const yml = edits['docker-compose.yml'];
    assert.match(
      yml,
      /\n {2}earn:\n {4}build: \{[^}]*args: \{ APP: remotes\/earn \} \}\n {4}environment:\n {6}EXCHANGE_APP: remote\n {6}PORT: '3106'\n {4}ports: \['3106:3106'\]\n\nvolumes:\n/,
    );
  });

  it('refuses a name outside the contract and a remote that exists', () => {
    const root = fresh();
    assert.throws(() => planRemote(root, 'lending'), /not a remote of the contract/);
    cpSync(path.join(root, 'host'), path.join(root, 'remotes', 'spot'), { recursive: true });
    assert.throws(() => planRemote(root, 'spot'), /remotes\/spot exists already/);
  });

  it('writes everything with one command', () => {
    const root = fresh();
    const run = spawnSync(
      process.execPath,
      [path.join(repo, 'scripts', 'new-remote.mjs'), 'earn', '--skip-install', `--root=${root}`],
      { encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.ok(existsSync(path.join(root, 'remotes/earn/src/pages/LockPage.tsx')));
    assert.ok(existsSync(path.join(root, `${localesDir}/th/earn.json`)));
    assert.match(readFileSync(path.join(root, 'host/public/remotes.json'), 'utf8'), /"earn"/);
    const again = spawnSync(
      process.execPath,
      [path.join(repo, 'scripts', 'new-remote.mjs'), 'earn', '--skip-install', `--root=${root}`],
      { encoding: 'utf8' },
    );
    assert.equal(again.status, 1);
    assert.match(again.stderr, /exists already/);
  });
});
