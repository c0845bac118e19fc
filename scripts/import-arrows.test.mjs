// `node --test scripts/` (root `pnpm test:scripts`): the import arrows of DESIGN.md are lint errors.
// Each case lints a made-up file at a real path of the tree through ESLint's API with the repo's
// eslint.config.mjs, so the same config that `pnpm lint` runs in CI is what fails here.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');

const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

async function errorsOf(filePath, code, rules) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message);
}
const arrowErrors = (filePath, code) => errorsOf(filePath, code, ['boundaries/dependencies']);

describe('DESIGN.md import arrows (lint)', () => {
  it('a remote may not import the host, by package name', async () => {
    const errors = await arrowErrors('remotes/markets/src/probe.ts', `import '@exchange/host';\n`);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /remote may not import "@exchange\/host"/);
  });

  it('a remote may not import another remote, by a relative path that climbs out of it', async () => {
    const errors = await arrowErrors(
      'remotes/markets/src/pages/probe.ts',
      `import { x } from '../../../spot/src/index';\nexport const y = x;\n`,
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /remote may not import "\.\.\/\.\.\/\.\.\/spot\/src\/index" \(remote\)/);
  });

  it('a remote may not import another remote by package name, not even a type', async () => {
    const errors = await arrowErrors(
      'remotes/markets/src/probe.ts',
      `import type { X } from '@exchange/spot';\nexport type Y = X;\n`,
    );
    assert.equal(errors.length, 1);
  });

  it('the host may not import a remote', async () => {
    const errors = await arrowErrors('host/src/probe.ts', `import '../../remotes/wallets/src/index';\n`);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /host may not import/);
  });

  it('shared/ui may not import shared/sdk, by name or by path', async () => {
    const byName = await arrowErrors(
      'shared/ui/src/probe.ts',
      `import { createSdk } from '@exchange/sdk';\nexport const s = createSdk;\n`,
    );
    const byPath = await arrowErrors('shared/ui/src/probe.ts', `import '../../sdk/src/index';\n`);
    assert.equal(byName.length, 1);
    assert.match(byName[0], /shared-ui may not import "@exchange\/sdk"/);
    assert.equal(byPath.length, 1);
  });

  it('shared/sdk may not import shared/ui; the server may not import shared/sdk; e2e specs may not import it either', async () => {
    assert.equal((await arrowErrors('shared/sdk/src/probe.ts', `import '@exchange/ui';\n`)).length, 1);
    assert.equal(
      (await arrowErrors('server/src/probe.ts', `import '../../shared/sdk/src/index';\n`)).length,
      1,
    );
    assert.equal((await arrowErrors('e2e/specs/probe.spec.ts', `import '@exchange/sdk';\n`)).length, 1);
  });

  it('allows the arrows DESIGN.md draws', async () => {
    const allowed = [
      [
        'remotes/markets/src/probe.ts',
        `import '@exchange/sdk';\nimport '@exchange/ui';\nimport '../../../shared/protocol/src/index';\nimport './index';\n`,
      ],
      ['host/src/probe.ts', `import '@exchange/sdk';\nimport '@exchange/starter';\n`],
      ['shared/ui/src/probe.ts', `import '@exchange/i18n';\nimport 'react';\n`],
      ['shared/sdk/src/probe.ts', `import '@exchange/protocol';\n`],
      ['server/src/probe.ts', `import '@exchange/protocol';\nimport './context';\n`],
      ['e2e/specs/probe.spec.ts', `import '@exchange/protocol';\n`],
    ];
    for (const [file, code] of allowed) assert.deepEqual(await arrowErrors(file, code), [], file);
  });

  describe('server module rule (server/README.md "Module boundaries")', () => {
    const crossing = `import { pushBalances } from '../wallet/balance-pushes';\nexport const p = pushBalances;\n`;

    it("a module may not import another module's inside file", async () => {
      const errors = await arrowErrors('server/src/modules/lever/probe.ts', crossing);
      assert.equal(errors.length, 1);
      assert.match(
        errors[0],
        /server-module lever may not import "\.\.\/wallet\/balance-pushes" \(server-module wallet\)/,
      );
    });

    it('nor by a re-export, a dynamic import, a mixed or a type-only import, nor from the kernel', async () => {
      const cases = [
        ['server/src/modules/lever/probe.ts', `export { pushBalances } from '../wallet/balance-pushes';\n`],
        ['server/src/modules/lever/probe.ts', `export const d = () => import('../wallet/balance-pushes');\n`],
        [
          'server/src/modules/lever/probe.ts',
          `import { type Touched, pushBalances } from '../wallet/balance-pushes';\nexport const b: Touched[] = [];\nexport const c = pushBalances;\n`,
        ],
        ['server/src/modules/lever/probe.ts', `import type { Touched } from '../wallet/balance-pushes';\nexport type T = Touched;\n`],
        ['server/src/cluster/probe.ts', `import { pushBalances } from '../modules/wallet/balance-pushes';\nexport const h = pushBalances;\n`],
      ];
      for (const [file, code] of cases) assert.equal((await arrowErrors(file, code)).length, 1, code);
    });

    it("the registry (modules/index.ts) registers a module through its index.ts only", async () => {
      const reachIn = `import { walletModule } from './wallet/routes';\nexport const m = [walletModule];\n`;
      assert.equal((await arrowErrors('server/src/modules/index.ts', reachIn)).length, 1);
      const entry = `import { walletModule } from './wallet';\nexport const m = [walletModule];\n`;
      assert.deepEqual(await arrowErrors('server/src/modules/index.ts', entry), []);
    });

    it("a module may import another module's index.ts, its own files, the kernel and shared/protocol", async () => {
      const code = `import '../wallet/index';\nimport '../wallet';\nimport './routes';\nimport '../../context';\nimport '@exchange/protocol';\n`;
      assert.deepEqual(await arrowErrors('server/src/modules/lever/probe.ts', code), []);
    });

    it("tests and test kits may reach another module's files and test kits", async () => {
      const code = `import { spotKit } from '../spot/spot-test-kit';\nimport { pushBalances } from '../wallet/balance-pushes';\nexport const k = [spotKit, pushBalances];\n`;
      assert.deepEqual(await arrowErrors('server/src/modules/lever/probe.test.ts', code), []);
      assert.deepEqual(await arrowErrors('server/src/modules/lever/probe-test-kit.ts', code), []);
    });

    it('no product file may import test support', async () => {
      const rules = ['no-restricted-imports'];
      const kit = `import { spotKit } from '../spot/spot-test-kit';\nexport const k = spotKit;\n`;
      assert.equal((await errorsOf('server/src/modules/lever/probe.ts', kit, rules)).length, 1);
      const own = `import { leverKit } from './lever-test-kit';\nexport const k = leverKit;\n`;
      assert.equal((await errorsOf('server/src/modules/lever/probe.ts', own, rules)).length, 1);
      const testing = `import { startTestServer } from '../testing/test-server';\nexport const s = startTestServer;\n`;
      assert.equal((await errorsOf('server/src/cluster/probe.ts', testing, rules)).length, 1);
      assert.deepEqual(await errorsOf('server/src/cluster/probe.test.ts', testing, rules), []);
    });
  });
});
