// ESLint rule `exchange/no-folder-cycles` (DESIGN.md: "No cycles between folders" inside server/).
// A cycle of files sees only files; this one sees cycles of folders: wallet/ importing account/
// while account/ imports wallet/ is a cycle even when no single file closes it. A folder is
// `server/src/modules/<m>` or `server/src/<dir>`; a file at the top of server/src is its own node.
// Type-only imports count (a type cycle is a cycle in the design); tests and their kits do not.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// `import/export ... from './x'`, `import('./x')` (also as a type), and the side-effect `import './x'`.
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g;
/** Tests and their kits (`*.test.ts`, `*-test-kit.ts`, `*.cluster-test.ts`, `testing/`) may reach anywhere. */
const isTest = (file) =>
  /(\.(test|spec|cluster-test)|-test-kit)\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

/** The folder node of a file under `srcDir`, or undefined outside it. */
export function folderOf(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(full) ? [full] : [];
  });
}

/** Folder -> the folders its files import (relative imports only), for every source file under srcDir. */
export function folderGraph(srcDir, readText = (file) => readFileSync(file, 'utf8')) {
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = folderOf(srcDir, file);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const match of readText(file).matchAll(importPattern)) {
      const target = resolveRelative(file, match[1] ?? match[2] ?? match[3]);
      const to = target && folderOf(srcDir, target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The shortest path of folders from `start` to `goal` in the graph, or undefined. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const route = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow an import that closes a cycle between folders of a source tree' },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'This import closes a folder cycle: {{cycle}} (DESIGN.md: no cycles between folders)',
    },
  },
  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0].srcDir);
    const file = context.filename;
    const from = folderOf(srcDir, file);
    if (!from || isTest(file)) return {};
    if (!graphs.has(srcDir)) graphs.set(srcDir, folderGraph(srcDir));
    const graph = graphs.get(srcDir);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      const to = target && folderOf(srcDir, target);
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (back)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { cycle: [from, ...back].join(' -> ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-folder-cycles': noFolderCycles } };
