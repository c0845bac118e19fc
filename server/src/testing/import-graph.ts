import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import or re-export of a file of ours, resolved to the file it names (relative to the root). */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type`, `export type`, or every named binding marked `type`: erased at build time. */
  typeOnly: boolean;
  line: number;
}

interface ImportStatement {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

/** The imports of one source text, read with TypeScript's own parser (static, re-exports, dynamic). */
export function importsOf(fileName: string, text: string): ImportStatement[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: ImportStatement[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: importIsTypeOnly(node.importClause),
        line: lineOf(node),
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const everyNameTyped =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || everyNameTyped,
        line: lineOf(node),
      });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({
        specifier: node.moduleReference.expression.text,
        typeOnly: node.isTypeOnly,
        line: lineOf(node),
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, line: lineOf(node) });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importIsTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false; // `import './x'` runs the file
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

const sourceFile = /\.tsx?$/;

function listSources(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (sourceFile.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(root);
  return files;
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = join(dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
    base.replace(/\.js$/, '.ts'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const toPosix = (path: string) => path.split(sep).join(posix.sep);

/** Every import between files under `root` (packages and node: built-ins are left out). */
export function importGraph(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of listSources(root)) {
    for (const statement of importsOf(file, readFileSync(file, 'utf8'))) {
      if (!statement.specifier.startsWith('.')) continue;
      const target = resolveRelative(file, statement.specifier);
      if (!target) continue;
      edges.push({
        from: toPosix(relative(root, file)),
        to: toPosix(relative(root, target)),
        typeOnly: statement.typeOnly,
        line: statement.line,
      });
    }
  }
  return edges;
}

/**
 * The folder a file belongs to: `modules/<name>` for a module, else its top-level folder of
 * server/src (`services`, `db`, `realtime`...). A file directly in server/src is its own unit
 * (`context.ts`, `app.ts`).
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : file;
}

/** A module's public entry: what other folders may import from it. */
export const moduleEntry = (folder: string) => `${folder}/index.ts`;

/** Tests and their kits: white-box, never imported by the product, so outside both rules. */
export function isTestSupport(file: string): boolean {
  return (
    /\.(test|cluster-test)\.tsx?$/.test(file) ||
    /-test-kit\.ts$/.test(file) ||
    file.startsWith('testing/') ||
    file.startsWith('faults/')
  );
}

/**
 * Rule 1: a value import reaching into another module past its entry. Type-only imports are
 * allowed (they are erased and couple no behaviour), cycles are checked separately.
 */
export function entryViolations(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    if (edge.typeOnly || isTestSupport(edge.from)) return false;
    const target = folderOf(edge.to);
    if (!target.startsWith('modules/') || folderOf(edge.from) === target) return false;
    return edge.to !== moduleEntry(target);
  });
}

const isRootFile = (file: string) => !file.includes('/');

/**
 * Rule 2: cycles between folders (type-only imports count: a type cycle ties two folders as
 * firmly as a value one). Folders are the top-level folders of server/src and each module; the
 * files directly in server/src (context.ts, config.ts, app.ts...) are no folder and are checked by
 * `fileCycles`. Answers each cycle as its folders (strongly connected components of more than one).
 */
export function folderCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of productEdges(edges)) {
    if (isRootFile(edge.from) || isRootFile(edge.to)) continue;
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from !== to) link(next, from, to);
  }
  return stronglyConnected(next).filter((component) => component.length > 1);
}

/**
 * Rule 3: a cycle of files that crosses a folder (types count), e.g. context.ts -> a service ->
 * context.ts. Cycles inside one folder are that folder's own business.
 */
export function fileCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of productEdges(edges)) link(next, edge.from, edge.to);
  return stronglyConnected(next).filter(
    (component) => new Set(component.map((file) => folderOf(file))).size > 1,
  );
}

const productEdges = (edges: ImportEdge[]) =>
  edges.filter((edge) => !isTestSupport(edge.from) && !isTestSupport(edge.to));

function link(next: Map<string, Set<string>>, from: string, to: string): void {
  if (!next.has(from)) next.set(from, new Set());
  if (!next.has(to)) next.set(to, new Set());
  next.get(from)!.add(to);
}

/** Tarjan's algorithm; each component sorted, components sorted by their first folder. */
function stronglyConnected(next: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The imports that make up a cycle (folders or files, as the rule answered it), for a readable failure. */
export function edgesWithin(edges: ImportEdge[], cycle: string[]): string[] {
  const members = new Set(cycle);
  const nodeOf = (file: string) => (members.has(file) ? file : folderOf(file));
  return productEdges(edges)
    .filter(
      (edge) =>
        nodeOf(edge.from) !== nodeOf(edge.to) &&
        members.has(nodeOf(edge.from)) &&
        members.has(nodeOf(edge.to)),
    )
    .map((edge) => `${edge.from}:${edge.line} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);
}
