import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  edgesWithin,
  entryViolations,
  fileCycles,
  folderCycles,
  importGraph,
  importsOf,
  type ImportEdge,
} from './testing/import-graph';
import { serverRoot } from './paths';

// DESIGN.md's arrows inside server/ (README "Module boundaries"): a module is reached only through
// its public entry (modules/<name>/index.ts) or the context's services; no cycles between folders.
// Read with TypeScript's own parser, so `import type` and `export ... from` are told apart.

const sourceRoot = join(serverRoot(), 'src');

const readable = (edges: ImportEdge[]) => edges.map((e) => `${e.from}:${e.line} -> ${e.to}`);

describe('the server tree', () => {
  const edges = importGraph(sourceRoot);

  it('is read at all (a parser that finds nothing would pass every rule)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'app.ts', to: 'modules/index.ts' }));
  });

  it('gives every module a public entry', () => {
    const modules = readdirSync(join(sourceRoot, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((name) => !existsSync(join(sourceRoot, 'modules', name, 'index.ts')))).toEqual([]);
  });

  it("reaches another module's code only through that module's entry", () => {
    expect(readable(entryViolations(edges))).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(folderCycles(edges).map((cycle) => edgesWithin(edges, cycle))).toEqual([]);
  });

  it('has no cycle of files across folders, type-only imports included', () => {
    expect(fileCycles(edges).map((cycle) => edgesWithin(edges, cycle))).toEqual([]);
  });
});

describe('the rules, on a deliberately broken tree', () => {
  let root: string;
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'architecture-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("fails a value import of another module's inner file, not its entry or a type", () => {
    write({
      'modules/wallet/index.ts': `export { pushBalances } from './pushes';\n`,
      'modules/wallet/pushes.ts': `export const pushBalances = () => 1;\nexport interface Touched { id: number }\n`,
      'modules/lever/reach-in.ts': `import { pushBalances } from '../wallet/pushes';\nexport const a = pushBalances;\n`,
      'modules/lever/re-export.ts': `export { pushBalances } from '../wallet/pushes';\n`,
      'modules/lever/mixed.ts': `import { type Touched, pushBalances } from '../wallet/pushes';\nexport const b: Touched[] = [];\nexport const c = pushBalances;\n`,
      'modules/lever/lazy.ts': `export const d = () => import('../wallet/pushes');\n`,
      'modules/lever/entry.ts': `import { pushBalances } from '../wallet';\nexport const e = pushBalances;\n`,
      'modules/lever/types.ts': `import type { Touched } from '../wallet/pushes';\nimport { type Touched as T2 } from '../wallet/pushes';\nexport type F = Touched | T2;\n`,
      'modules/lever/kit.test.ts': `import { pushBalances } from '../wallet/pushes';\nexport const g = pushBalances;\n`,
      'cluster/reach-in.ts': `import { pushBalances } from '../modules/wallet/pushes';\nexport const h = pushBalances;\n`,
    });
    expect(readable(entryViolations(importGraph(root))).sort()).toEqual([
      'cluster/reach-in.ts:1 -> modules/wallet/pushes.ts',
      'modules/lever/lazy.ts:1 -> modules/wallet/pushes.ts',
      'modules/lever/mixed.ts:1 -> modules/wallet/pushes.ts',
      'modules/lever/re-export.ts:1 -> modules/wallet/pushes.ts',
      'modules/lever/reach-in.ts:1 -> modules/wallet/pushes.ts',
    ]);
  });

  it('fails a cycle between two modules, also when one side imports only a type', () => {
    write({
      'modules/wallet/index.ts': `export { openWallets } from './wallets';\n`,
      'modules/wallet/wallets.ts': `import type { Account } from '../account/users';\nexport const openWallets = (a: Account) => a;\n`,
      'modules/account/index.ts': `export type { Account } from './users';\n`,
      'modules/account/users.ts': `import { openWallets } from '../wallet';\nexport interface Account { id: number }\nexport const f = openWallets;\n`,
      'services/clock.ts': `export const now = () => 0;\n`,
    });
    const edges = importGraph(root);
    expect(folderCycles(edges)).toEqual([['modules/account', 'modules/wallet']]);
    expect(edgesWithin(edges, ['modules/account', 'modules/wallet']).sort()).toEqual([
      'modules/account/users.ts:1 -> modules/wallet/index.ts',
      'modules/wallet/wallets.ts:1 -> modules/account/users.ts (type)',
    ]);
  });

  it('fails the type cycle context -> sessions -> realtime -> context', () => {
    write({
      'context.ts': `import type { Realtime } from './realtime/realtime';\nexport interface AuthUser { id: number }\nexport interface Ctx { realtime: Realtime }\n`,
      'realtime/realtime.ts': `import type { SessionStore } from '../services/sessions';\nexport interface Realtime { sessions: SessionStore }\n`,
      'services/sessions.ts': `import type { AuthUser } from '../context';\nexport interface SessionStore { user: AuthUser }\n`,
    });
    const edges = importGraph(root);
    expect(folderCycles(edges)).toEqual([]);
    expect(fileCycles(edges)).toEqual([['context.ts', 'realtime/realtime.ts', 'services/sessions.ts']]);
  });

  it('leaves a cycle inside one folder alone', () => {
    write({
      'modules/market/klines.ts': `import { roll } from './ticker';\nexport const bars = () => roll;\n`,
      'modules/market/ticker.ts': `import { bars } from './klines';\nexport const roll = () => bars;\n`,
    });
    const edges = importGraph(root);
    expect(folderCycles(edges)).toEqual([]);
    expect(fileCycles(edges)).toEqual([]);
  });
});

describe('reading imports', () => {
  it('tells type-only imports and re-exports from value ones', () => {
    const found = importsOf(
      'x.ts',
      [
        `import type { A } from './a';`,
        `import { type B, type C } from './b';`,
        `import { type D, e } from './d';`,
        `import f from './f';`,
        `import './side-effect';`,
        `export type { G } from './g';`,
        `export { type H } from './h';`,
        `export * from './star';`,
        `const lazy = () => import('./lazy');`,
        `type I = import('./i').I;`,
      ].join('\n'),
    );
    expect(found.map(({ specifier, typeOnly }) => `${specifier} ${typeOnly ? 'type' : 'value'}`)).toEqual([
      './a type',
      './b type',
      './d value',
      './f value',
      './side-effect value',
      './g type',
      './h type',
      './star value',
      './lazy value',
      './i type',
    ]);
  });
});
