// `node --test scripts/` (root `pnpm test:scripts`): `pnpm remotes:check` refuses a composition whose
// release misses a page the host's contract needs, was built against another major of a shared
// singleton, does not match its integrity, cannot be read or has a canary share outside 0..100, and
// accepts a good one; over HTTP, and from the local folders when nothing answers on a local port.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseContract } from './remote-contract.mjs';
import { createLoader, localFileOf, localPorts } from './releases/loader.mjs';
import { main } from './remotes-check.mjs';
import { manifestOf, removeTempDirs, serveDir, tempDir, writeDist } from './releases/fixtures.mjs';

const contract = parseContract(`
  export const remoteNames = ['markets', 'spot'] as const;
  export interface ExposedPages {
    markets: { HomePage: RemotePageProps; AllMarketsPage: RemotePageProps };
    spot: { DealCenterPage: RemotePageProps };
  }`);
const hostVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@exchange/sdk': '0.0.0',
};
const goodShared = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-router-dom': '7.18.5',
  'styled-components': '6.6.0',
};
const entryCode = 'var markets; /* remoteEntry */';
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let site;
let files;
before(async () => {
  files = tempDir();
  writeDist(path.join(files, 'good'), {
    remoteEntry: entryCode,
    manifest: manifestOf({ shared: goodShared }),
  });
  writeDist(path.join(files, 'no-all-markets'), {
    remoteEntry: entryCode,
    manifest: manifestOf({ pages: ['HomePage'], shared: goodShared }),
  });
  writeDist(path.join(files, 'react-18'), {
    remoteEntry: entryCode,
    manifest: manifestOf({ shared: { ...goodShared, react: '18.3.1', 'react/jsx-runtime': '18.3.1' } }),
  });
  writeDist(path.join(files, 'not-json'));
  writeFileSync(path.join(files, 'not-json', 'mf-manifest.json'), '<html>not found</html>');
  site = await serveDir(files);
});
after(async () => {
  await site.close();
  removeTempDirs();
});

/** Runs the check on a composition; `{ code, out, err }`. */
async function check(composition, context = {}) {
  const file = path.join(tempDir(), 'remotes.json');
  writeFileSync(file, JSON.stringify(composition));
  const out = [];
  const err = [];
  const code = await main([file], {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
    contract,
    hostVersions,
    ...context,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const at = (folder) => `${site.origin}/${folder}/mf-manifest.json`;

describe('pnpm remotes:check', () => {
  it('accepts a release that exposes every page, on the host majors, matching its integrity', async () => {
    const { code, out, err } = await check({
      $environment: 'test',
      markets: {
        entry: at('good'),
        integrity: sri(entryCode),
        canary: { entry: at('good'), percent: 10, integrity: sri(entryCode) },
      },
    });
    assert.equal(err, '');
    assert.equal(code, 0);
    assert.match(
      out,
      /^OK {3}markets: stable dev \(over HTTP, integrity ok\), canary dev at 10% \(over HTTP, integrity ok\)/,
    );
    assert.match(
      out,
      /exposes the 2 pages the host needs; on the host's majors of react 19, react-router-dom 7$/m,
    );
  });

  it('refuses a release missing a page the host contract needs', async () => {
    const { code, err } = await check({ markets: { entry: at('no-all-markets') } });
    assert.equal(code, 1);
    assert.match(
      err,
      /FAIL markets: stable dev does not expose \.\/AllMarketsPage, which the host's remote contract needs/,
    );
  });

  it('refuses a canary built against another React major, naming it', async () => {
    const { code, err } = await check({
      markets: { entry: at('good'), canary: { entry: at('react-18'), version: '2.0.0', percent: 50 } },
    });
    assert.equal(code, 1);
    assert.match(
      err,
      /FAIL markets: canary 2\.0\.0 was built against react 18\.3\.1, the host runs react 19\.3\.1/,
    );
    assert.match(err, /react\/jsx-runtime 18\.3\.1/);
    assert.doesNotMatch(err, /stable/);
  });

  it('refuses a remoteEntry.js that does not match the integrity given', async () => {
    const { code, err } = await check({ markets: { entry: at('good'), integrity: sri('another entry') } });
    assert.equal(code, 1);
    assert.match(err, /FAIL markets: stable dev's remoteEntry\.js does not match its integrity sha384-/);
  });

  it('refuses an unreadable manifest, a canary share outside 0..100 and an unknown remote', async () => {
    const { code, err } = await check({
      markets: { entry: at('not-json'), canary: { entry: at('good'), percent: 150 } },
      spot: { entry: `${site.origin}/gone/mf-manifest.json` },
      futures: { entry: at('good') },
    });
    assert.equal(code, 1);
    assert.match(err, /FAIL markets: stable dev: its manifest is unreadable: .*JSON/);
    assert.match(err, /FAIL markets: its canary percent 150 is not an integer from 0 to 100/);
    assert.match(err, /FAIL spot: stable dev: its manifest is unreadable: .*answered HTTP 404/);
    assert.match(err, /FAIL futures: not a remote of the host's contract/);
  });

  it('refuses a version that is not the release its entry names', async () => {
    const { code, err } = await check({
      markets: {
        entry: 'http://localhost:3001/releases/1.0.0-aaaaaaaaaa/mf-manifest.json',
        version: '1.0.0-bbbbbbbbbb',
      },
    });
    assert.equal(code, 1);
    assert.match(
      err,
      /stable 1\.0\.0-bbbbbbbbbb's "version" 1\.0\.0-bbbbbbbbbb is not the release its entry names \(1\.0\.0-aaaaaaaaaa\)/,
    );
  });

  it('reads a local port where nothing answers from the folder it serves', async () => {
    const root = tempDir();
    const releases = tempDir();
    writeDist(path.join(releases, 'markets', '1.0.0-abcdef0123'), {
      remoteEntry: entryCode,
      manifest: manifestOf({ shared: goodShared }),
    });
    writeDist(path.join(root, 'remotes', 'spot', 'dist'), {
      remoteEntry: entryCode,
      manifest: manifestOf({ name: 'spot', pages: ['DealCenterPage'], shared: goodShared }),
    });
    const refused = async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    const { code, out, err } = await check(
      {
        markets: {
          entry: 'http://localhost:3101/releases/1.0.0-abcdef0123/mf-manifest.json',
          version: '1.0.0-abcdef0123',
          integrity: sri(entryCode),
        },
        spot: { entry: 'http://localhost:3502/mf-manifest.json' },
      },
      { load: createLoader({ fetchImpl: refused, local: { root, releases } }) },
    );
    assert.equal(err, '');
    assert.equal(code, 0);
    assert.match(out, /OK {3}markets: stable 1\.0\.0-abcdef0123 \(from .*1\.0\.0-abcdef0123, integrity ok\)/);
    assert.match(out, /OK {3}spot: stable dev \(from .*dist\)/);

    const missing = await check(
      { markets: { entry: 'http://localhost:3001/releases/1.0.0-0000000000/mf-manifest.json' } },
      { load: createLoader({ fetchImpl: refused, local: { root, releases } }) },
    );
    assert.equal(missing.code, 1);
    assert.match(
      missing.err,
      /nothing answers at http:\/\/localhost:3001 \(ECONNREFUSED\) and .*1\.0\.0-0000000000\/mf-manifest\.json does not exist/,
    );
  });

  it('maps the local, compose and e2e ports of each remote, and no other origin', () => {
    const ports = localPorts(3500);
    const options = { ports, root: '/repo', releases: '/rel' };
    assert.equal(
      localFileOf('http://localhost:3002/mf-manifest.json', options),
      '/repo/remotes/spot/dist/mf-manifest.json',
    );
    assert.equal(
      localFileOf('http://127.0.0.1:3106/releases/1.0.0-ab/x.js', options),
      '/rel/earn/1.0.0-ab/x.js',
    );
    assert.equal(
      localFileOf('http://localhost:3503/remoteEntry.js', options),
      '/repo/remotes/contracts/dist/remoteEntry.js',
    );
    assert.equal(localFileOf('http://localhost:3000/mf-manifest.json', options), undefined);
    assert.equal(localFileOf('https://cdn.example.com:3002/mf-manifest.json', options), undefined);
    assert.equal(
      localFileOf('http://localhost:3002/../../etc/passwd', options),
      '/repo/remotes/spot/dist/etc/passwd',
    );
  });
});
