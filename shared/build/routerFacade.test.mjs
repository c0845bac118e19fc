// `node --test` (pnpm --filter @exchange/build test): the react-router-dom facade the host offers.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  assertDeclarativeRouterImports,
  notDeclarative,
  routerFacadeExports,
  writeRouterFacade,
} from './routerFacade.mjs';

const hostDir = path.resolve(import.meta.dirname, '..', '..', 'host');
const requireFromHost = createRequire(path.join(hostDir, 'package.json'));
const packageExports = Object.keys(requireFromHost('react-router-dom'));
const temp = mkdtempSync(path.join(tmpdir(), 'router-facade-'));
after(() => rmSync(temp, { recursive: true, force: true }));

describe('the react-router-dom facade', () => {
  it('offers the whole declarative API, whatever an app uses today', () => {
    const offered = routerFacadeExports(requireFromHost);
    for (const name of [
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'Routes',
      'Route',
      'BrowserRouter',
      'MemoryRouter',
    ])
      assert.ok(offered.includes(name), name);
    for (const name of [
      'useParams',
      'useMatch',
      'useOutletContext',
      'matchPath',
      'generatePath',
      'createSearchParams',
    ])
      assert.ok(offered.includes(name), name);
  });

  it('leaves out what needs a data router or a server, and internals', () => {
    const offered = routerFacadeExports(requireFromHost);
    for (const name of ['useLoaderData', 'createBrowserRouter', 'RouterProvider', 'Form', 'createCookie'])
      assert.ok(!offered.includes(name), name);
    assert.deepEqual(
      offered.filter((name) => /^(UNSAFE_|unstable_)/.test(name)),
      [],
    );
  });

  it('names only exports the installed react-router-dom has (an upgrade that renames one fails here)', () => {
    assert.deepEqual(
      [...notDeclarative].filter((name) => !packageExports.includes(name)),
      [],
    );
  });

  it('is written as a module re-exporting exactly those names from react-router', () => {
    const appDir = path.join(temp, 'app');
    const file = writeRouterFacade(appDir, requireFromHost);
    const source = readFileSync(file, 'utf8');
    const names = source.match(/export \{ ([^}]*) \} from 'react-router';/)[1].split(', ');
    assert.deepEqual(names, routerFacadeExports(requireFromHost));
  });

  it('fails the build for an import the host router cannot serve, with the reason', () => {
    const src = path.join(temp, 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(
      path.join(src, 'Page.tsx'),
      "import { useParams, type Location } from 'react-router-dom';\nimport type { LoaderFunction } from 'react-router-dom';\n",
    );
    assert.doesNotThrow(() => assertDeclarativeRouterImports([src]));
    writeFileSync(
      path.join(src, 'Data.tsx'),
      "import { Link, useLoaderData as data } from 'react-router-dom';\n",
    );
    assert.throws(
      () => assertDeclarativeRouterImports([src]),
      /Data\.tsx: 'useLoaderData' from react-router-dom needs a data router/,
    );
  });
});
