// `node --test scripts/` (root `pnpm test:scripts`): exchange/no-folder-cycles, the folder-level cycle
// check of the server module rule, on a small tree written for the test.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import folderCycles, { folderGraph, folderOf } from './folder-cycles.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'folder-cycles-'));
const src = path.join(root, 'src');
const files = {
  'modules/wallet/ledger.ts': `export const ledger = 1;\n`,
  'modules/wallet/fiat.ts': `import { methods } from '../payment/methods';\nexport const fiat = methods;\n`,
  'modules/payment/methods.ts': `export const methods = 2;\n`,
  'modules/payment/payout.ts': `import { ledger } from '../wallet/ledger';\nexport const payout = ledger;\n`,
  'modules/payment/payout.test.ts': `import { fiat } from '../wallet/fiat';\nexport const t = fiat;\n`,
  'modules/news/list.ts': `import { ledger } from '../wallet/ledger';\nexport const list = ledger;\n`,
  'context.ts': `export type Context = { a: 1 };\n`,
  // One side imports only a type: still a cycle of folders.
  'modules/account/users.ts': `import { openWallets } from '../lever/wallets';\nexport interface Account { id: number }\nexport const f = openWallets;\n`,
  'modules/lever/wallets.ts': `import type { Account } from '../account/users';\nexport const openWallets = (a: Account) => a;\n`,
  // The type cycle context -> realtime -> services -> context, through a file directly in src/.
  'kernel.ts': `import type { Realtime } from './realtime/realtime';\nexport interface AuthUser { id: number }\nexport interface Ctx { realtime: Realtime }\n`,
  'realtime/realtime.ts': `import type { SessionStore } from '../services/sessions';\nexport interface Realtime { sessions: SessionStore }\n`,
  'services/sessions.ts': `import type { AuthUser } from '../kernel';\nexport interface SessionStore { user: AuthUser }\n`,
  // A side-effect import is an edge too.
  'modules/news/feed.ts': `import '../referral/boot';\nexport const feed = 1;\n`,
  'modules/referral/boot.ts': `import { feed } from '../news/feed';\nexport const boot = feed;\n`,
  // A cycle inside one folder is that folder's business.
  'modules/market/klines.ts': `import { roll } from './ticker';\nexport const bars = () => roll;\n`,
  'modules/market/ticker.ts': `import { bars } from './klines';\nexport const roll = () => bars;\n`,
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  writeFileSync(path.join(src, file), text);
}
after(() => rmSync(root, { recursive: true, force: true }));

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { exchange: folderCycles },
    rules: { 'exchange/no-folder-cycles': ['error', { srcDir: 'src' }] },
  },
});
const lint = async (file) => {
  const [result] = await eslint.lintFiles([path.join(src, file)]);
  return result.messages.map((m) => m.message);
};

describe('exchange/no-folder-cycles', () => {
  it('names folders: a module, a top-level folder, a top-level file', () => {
    assert.equal(folderOf(src, path.join(src, 'modules/wallet/ledger.ts')), 'modules/wallet');
    assert.equal(folderOf(src, path.join(src, 'context.ts')), 'context.ts');
    assert.deepEqual([...folderGraph(src).get('modules/payment')], ['modules/wallet']);
  });

  it('reports each import that closes a cycle between two folders, though no file cycle exists', async () => {
    assert.deepEqual(await lint('modules/payment/payout.ts'), [
      'This import closes a folder cycle: modules/payment -> modules/wallet -> modules/payment (DESIGN.md: no cycles between folders)',
    ]);
    assert.equal((await lint('modules/wallet/fiat.ts')).length, 1);
  });

  it('counts type-only and side-effect imports, and files directly in src/ as their own node', async () => {
    assert.deepEqual(await lint('modules/lever/wallets.ts'), [
      'This import closes a folder cycle: modules/lever -> modules/account -> modules/lever (DESIGN.md: no cycles between folders)',
    ]);
    assert.equal((await lint('modules/account/users.ts')).length, 1);
    assert.deepEqual(await lint('services/sessions.ts'), [
      'This import closes a folder cycle: services -> kernel.ts -> realtime -> services (DESIGN.md: no cycles between folders)',
    ]);
    // boot.ts's import closes the cycle only through feed.ts's side-effect import.
    assert.deepEqual(await lint('modules/referral/boot.ts'), [
      'This import closes a folder cycle: modules/referral -> modules/news -> modules/referral (DESIGN.md: no cycles between folders)',
    ]);
  });

  it('leaves a cycle inside one folder alone', async () => {
    assert.deepEqual(await lint('modules/market/ticker.ts'), []);
  });

  it('leaves one-way arrows and tests alone', async () => {
    assert.deepEqual(await lint('modules/news/list.ts'), []);
    assert.deepEqual(await lint('modules/payment/payout.test.ts'), []);
  });
});
