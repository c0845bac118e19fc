// `node --test` (pnpm --filter @exchange/build test): source maps name no absolute path of the checkout,
// and name their bundle by its final (content-hashed) file name.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PortableSourceMapsPlugin, portableSourceMap } from './portableSourceMaps.mjs';

const webpack = createRequire(path.join(import.meta.dirname, '../../host/package.json'))('webpack');

test('makes paths under the checkout relative, and leaves a sibling directory alone', () => {
  assert.equal(
    portableSourceMap('{"sourcesContent":["import x from \'/ci/r7/ex/node_modules/a\'"]}', '/ci/r7/ex'),
    '{"sourcesContent":["import x from \'./node_modules/a\'"]}',
  );
  assert.equal(portableSourceMap('/ci/r7/exchange-2/a', '/ci/r7/ex'), '/ci/r7/exchange-2/a');
});

test('a production build from two checkouts writes the same maps, naming neither checkout', async () => {
  const maps = [];
  for (const checkout of ['one', 'two-longer-name']) {
    const root = mkdtempSync(path.join(tmpdir(), `portable-${checkout}-`));
    try {
      // A module whose source text names the checkout by absolute path, as Module Federation's
      // generated modules do.
      writeFileSync(path.join(root, 'dep.js'), 'export const answer = 42;\n');
      writeFileSync(
        path.join(root, 'entry.js'),
        `import { answer } from '${root}/dep.js';\nconsole.log(answer);\n`,
      );
      const stats = await new Promise((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: root,
            entry: './entry.js',
            devtool: 'source-map',
            output: { path: path.join(root, 'dist'), filename: 'main.[contenthash:8].js' },
            plugins: [new PortableSourceMapsPlugin(root)],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
      assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
      const [bundle, mapFile, ...more] = readdirSync(path.join(root, 'dist')).sort();
      assert.deepEqual(more, []);
      assert.equal(mapFile, `${bundle}.map`);
      const map = readFileSync(path.join(root, 'dist', mapFile), 'utf8');
      assert.equal(map.includes(root), false);
      assert.equal(JSON.parse(map).file, bundle);
      maps.push(`${bundle}\n${map}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  assert.equal(maps[0], maps[1]);
});
