// `node --test scripts/` (root `pnpm test:scripts`): `pnpm release` keeps content-addressed release
// folders with their release.json, never rewrites one, and `pnpm releases --prune` keeps the newest N
// and every release an environment file names.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { namedReleases } from './releases/environments.mjs';
import { createRelease, listReleases, pruneReleases } from './releases/store.mjs';
import { manifestOf, removeTempDirs, tempDir, writeDist } from './releases/fixtures.mjs';

after(removeTempDirs);

/** Runs a script of scripts/ as `pnpm <x>` would; its stdout, or its stderr with `{ stderr: true }`. */
function run(script, args, env, { stderr = false } = {}) {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    env: { ...process.env, ...env, INIT_CWD: '' },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return stderr ? result.stderr : result.stdout;
}

describe('pnpm release', () => {
  it('names a release by its content: the same files give the same id, a changed file a new one', () => {
    const root = tempDir();
    const first = writeDist(path.join(tempDir(), 'dist'));
    const copy = path.join(tempDir(), 'dist');
    cpSync(first, copy, { recursive: true });

    const made = createRelease({ remote: 'markets', distDir: first, version: '1.4.0', root });
    assert.match(made.release.id, /^1\.4\.0-[0-9a-f]{10}$/);
    assert.equal(made.created, true);
    const again = createRelease({
      remote: 'markets',
      distDir: copy,
      version: '1.4.0',
      root,
      now: new Date(0),
    });
    assert.equal(again.created, false, 'identical files are already released');
    assert.equal(again.release.id, made.release.id);
    assert.equal(again.release.createdAt, made.release.createdAt, 'the kept release is not rewritten');

    // Same length: the contents, not only the sizes, name a release.
    writeFileSync(path.join(copy, 'chunks', '383.effeb9d7.js'), 'CHUNK();');
    const changed = createRelease({ remote: 'markets', distDir: copy, version: '1.4.0', root });
    assert.equal(changed.created, true);
    assert.notEqual(changed.release.id, made.release.id);
    assert.deepEqual(
      readdirSync(path.join(root, 'markets')).sort(),
      [made.release.id, changed.release.id].sort(),
    );
  });

  it('writes release.json: what the release is, its entry integrity, exposes and shared versions', () => {
    const root = tempDir();
    const remoteEntry = 'var spot; /* the entry */';
    const dist = writeDist(path.join(tempDir(), 'dist'), {
      remoteEntry,
      manifest: manifestOf({
        name: 'spot',
        pages: ['DealCenterPage', 'CoinOrderPage'],
        shared: { react: '19.3.1', 'react-router-dom': '7.18.5' },
      }),
    });
    const now = new Date('2026-11-27T12:00:00.000Z');
    const { release, dir } = createRelease({ remote: 'spot', distDir: dist, version: '2.1.0', root, now });
    const written = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
    assert.deepEqual(written, {
      remote: 'spot',
      version: '2.1.0',
      id: release.id,
      createdAt: '2026-11-27T12:00:00.000Z',
      entry: 'mf-manifest.json',
      remoteEntry: 'remoteEntry.js',
      integrity: `sha384-${createHash('sha384').update(remoteEntry).digest('base64')}`,
      exposes: ['./DealCenterPage', './CoinOrderPage'],
      shared: { react: '19.3.1', 'react-router-dom': '7.18.5' },
    });
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'chunks/383.effeb9d7.js'])
      assert.deepEqual(readFileSync(path.join(dir, file)), readFileSync(path.join(dist, file)));
  });

  it('prints the remotes.json entry, and says "already released" the second time', () => {
    const root = tempDir();
    const dist = writeDist(path.join(tempDir(), 'dist'));
    const args = [
      'markets',
      '--from-dist',
      dist,
      '--version',
      '3.0.0',
      '--origin',
      'https://markets.example.com/',
    ];
    const printed = run('release.mjs', args, { RELEASES_DIR: root });
    const { markets } = JSON.parse(`{${printed}}`);
    const [id] = readdirSync(path.join(root, 'markets'));
    const { integrity } = JSON.parse(readFileSync(path.join(root, 'markets', id, 'release.json'), 'utf8'));
    assert.deepEqual(markets, {
      entry: `https://markets.example.com/releases/${id}/mf-manifest.json`,
      version: id,
      integrity,
    });
    const second = run('release.mjs', args, { RELEASES_DIR: root }, { stderr: true });
    assert.match(second, new RegExp(`markets ${id} is already released`));
    assert.equal(readdirSync(path.join(root, 'markets')).length, 1);
  });
});

describe('pnpm releases', () => {
  /** Four releases of markets, a day apart, oldest first. */
  function fourReleases() {
    const root = tempDir();
    const ids = [1, 2, 3, 4].map((n) => {
      const dist = writeDist(path.join(tempDir(), 'dist'), { chunk: `chunk(${n});` });
      const now = new Date(Date.UTC(2026, 10, n));
      return createRelease({ remote: 'markets', distDir: dist, version: `1.${n}.0`, root, now }).release.id;
    });
    return { root, ids };
  }

  it('lists the kept releases newest first', () => {
    const { root, ids } = fourReleases();
    assert.deepEqual(
      listReleases('markets', root).map((release) => release.id),
      [...ids].reverse(),
    );
  });

  it('prunes to the newest N plus every release an environment file names', () => {
    const { root, ids } = fourReleases();
    const env = path.join(tempDir(), 'remotes.json');
    writeFileSync(
      env,
      JSON.stringify({
        markets: {
          entry: `http://localhost:3001/releases/${ids[0]}/mf-manifest.json`,
          canary: { entry: `http://localhost:3001/releases/${ids[1]}/mf-manifest.json`, percent: 5 },
        },
      }),
    );
    const named = namedReleases('markets', [env]);
    assert.deepEqual([...named.keys()].sort(), [ids[0], ids[1]].sort());
    const { removed } = pruneReleases('markets', { keep: 1, named: new Set(named.keys()), root });
    assert.deepEqual(
      removed.map((release) => release.id),
      [ids[2]],
    );
    assert.deepEqual(readdirSync(path.join(root, 'markets')).sort(), [ids[0], ids[1], ids[3]].sort());
  });

  it('says what it removed and marks named releases (the CLI, with --env)', () => {
    const { root, ids } = fourReleases();
    const env = path.join(tempDir(), 'remotes.json');
    writeFileSync(env, JSON.stringify({ markets: { entry: 'http://x/mf-manifest.json', version: ids[0] } }));
    const listed = run('releases.mjs', ['markets', '--env', env], { RELEASES_DIR: root });
    const lines = listed.trim().split('\n').slice(1);
    assert.deepEqual(
      lines.map((line) => line.trim().split(/\s+/)[0]),
      [...ids].reverse(),
    );
    assert.match(lines[3], /named by .*remotes\.json \(stable\)/);
    assert.doesNotMatch(lines[0], /named by/);

    const pruned = run('releases.mjs', ['markets', '--env', env, '--prune', '2'], { RELEASES_DIR: root });
    assert.match(pruned, new RegExp(`removed markets ${ids[1].replace(/\./g, '\\.')}`));
    assert.match(pruned, /removed 1, kept 3/);
    assert.equal(existsSync(path.join(root, 'markets', ids[1])), false);
    assert.equal(existsSync(path.join(root, 'markets', ids[0])), true);
  });

  it("prints a kept release's remotes.json entry, to roll back to it by hand", () => {
    const { root, ids } = fourReleases();
    const printed = run('releases.mjs', ['markets', '--entry', ids[1]], { RELEASES_DIR: root });
    const { integrity } = JSON.parse(
      readFileSync(path.join(root, 'markets', ids[1], 'release.json'), 'utf8'),
    );
    assert.deepEqual(JSON.parse(`{${printed}}`), {
      markets: {
        entry: `http://localhost:3001/releases/${ids[1]}/mf-manifest.json`,
        version: ids[1],
        integrity,
      },
    });
  });
});
