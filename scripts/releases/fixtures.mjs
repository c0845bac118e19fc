// Test helpers of scripts/*.test.mjs: built remotes as files in a temp folder, shaped like the
// mf-manifest.json Module Federation writes (see remotes/<name>/dist after a build).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';

const made = [];

/** A new temp folder, removed by removeTempDirs (call it in the test file's `after`). */
export function tempDir(prefix = 'releases-test-') {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export const removeTempDirs = () => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/** An mf-manifest.json exposing `pages`, built against `shared` ({ key: version }). */
export const manifestOf = ({
  name = 'markets',
  pages = ['HomePage', 'AllMarketsPage'],
  shared = {},
} = {}) => ({
  id: name,
  name,
  metaData: {
    name,
    type: 'app',
    buildInfo: { buildVersion: '0.0.0', buildName: `@exchange/${name}` },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    globalName: name,
    publicPath: 'auto',
  },
  shared: Object.entries(shared).map(([key, version]) => ({
    id: `${name}:${key}`,
    name: key,
    // The plugin writes some versions mangled (`..1.8...5`); requiredVersion holds the real one.
    version: key === 'react-router-dom' ? version.replace(/\d/g, (d, i) => (i % 2 ? d : '.')) : version,
    singleton: true,
    requiredVersion: version,
  })),
  remotes: [],
  exposes: pages.map((page) => ({ id: `${name}:${page}`, name: page, path: `./${page}` })),
});

/** Writes a built remote (manifest, remoteEntry.js, a chunk) into `dir`; returns dir. */
export function writeDist(
  dir,
  { manifest = manifestOf(), remoteEntry = 'var markets;/* entry */', chunk = 'chunk();' } = {},
) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(dir, 'remoteEntry.js'), remoteEntry);
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'chunks', '383.effeb9d7.js'), chunk);
  return dir;
}

/** A static file server on a free port over `dir`. @returns {Promise<{ origin: string, close: () => Promise<void> }>} */
export async function serveDir(dir) {
  const server = createServer((request, response) => {
    try {
      const body = readFileSync(
        path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname)),
      );
      response.writeHead(200).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
