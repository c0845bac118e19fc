import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from './paths';

// Every message key the server can answer must exist in the `server` namespace (the client
// translates them), so this scans the server's sources and the protocol schemas it validates with.

type Tree = { [key: string]: string | Tree };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`),
  );
}

const key = String.raw`'([a-z][A-Za-z0-9]*\.[A-Za-z0-9]+)'`;
const serverPatterns = [
  `ApiError\\(${key}`,
  `fail\\(${key}`,
  `message: ${key}`,
  `return ${key}`,
  // A module's Idempotency-Key messages, malformed and conflict (services/idempotency-key.ts KeyMessages).
  `(?:bad|conflict): ${key}`,
].map((p) => new RegExp(p, 'g'));
const protocolPattern = new RegExp(`[,(] ?${key}|message: ${key}`, 'g');

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

it('has an English text for every key the server answers', () => {
  const root = serverRoot();
  const used = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of serverPatterns) for (const k of matches(text, pattern)) used.add(k);
  }
  for (const name of [
    'account',
    'env',
    'news',
    'wallet',
    'wallet-records',
    'payment',
    'exchange',
    'socket',
    'market',
    'spot',
    'ieo',
    'lockup',
    'lever',
    'wire',
    'chart',
    'alerts',
  ]) {
    const text = readFileSync(join(root, '../shared/protocol/src', `${name}.ts`), 'utf8');
    for (const k of matches(text, protocolPattern)) used.add(k);
  }
  const english = new Set(
    keysOf(JSON.parse(readFileSync(join(root, '../shared/i18n/src/locales/en/server.json'), 'utf8')) as Tree),
  );
  expect(used.size).toBeGreaterThan(40);
  expect([...used].filter((k) => !english.has(k)).sort()).toEqual([]);
});
