// Reads the three places that name the remotes' pages, from their source (TypeScript's parser, no
// build): the remote contract (shared/sdk/src/remote-contract.ts), the host's route table
// (host/src/routing/routeTable.ts) and each remote's webpack `exposes` (remotes/<name>/webpack.config.mjs),
// and says where they disagree. Used by remote-contract.test.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

export const paths = {
  contract: 'shared/sdk/src/remote-contract.ts',
  routeTable: 'host/src/routing/routeTable.ts',
  webpackConfig: (remote) => `remotes/${remote}/webpack.config.mjs`,
};

const parse = (fileName, text) => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const nameOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : undefined);

/** `remoteNames` and `ExposedPages` of the contract: remote -> the pages it declares. */
export function parseContract(text) {
  const source = parse('remote-contract.ts', text);
  let remoteNames = [];
  const pages = new Map();
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && nameOf(node.name) === 'remoteNames') {
      walk(node.initializer, (inner) => {
        if (ts.isStringLiteral(inner)) remoteNames.push(inner.text);
      });
    }
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ExposedPages') {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) continue;
        pages.set(nameOf(member.name), new Set(member.type.members.map((page) => nameOf(page.name))));
      }
    }
  });
  return { remoteNames, pages };
}

/** Every `remote('name/Page')` of the route table, as { remote, page }. */
export function parseRoutedPages(text) {
  const routed = [];
  walk(parse('routeTable.ts', text), (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'remote') {
      const [ref] = node.arguments;
      if (ref && ts.isStringLiteralLike(ref)) {
        const [remote, page] = ref.text.split('/');
        routed.push({ remote, page });
      }
    }
  });
  return routed;
}

/** The `exposes` object literal of a remote's webpack config: './Page' -> './src/pages/Page.tsx'. */
export function parseExposes(text) {
  const exposes = new Map();
  walk(parse('webpack.config.mjs', text), (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      nameOf(node.name) === 'exposes' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const entry of node.initializer.properties) {
        if (ts.isPropertyAssignment(entry) && ts.isStringLiteralLike(entry.initializer)) {
          exposes.set(nameOf(entry.name), entry.initializer.text);
        }
      }
    }
  });
  return exposes;
}

/**
 * Where the three disagree, one line each; [] when they agree. `exposes` maps each remote to its
 * parsed exposes; `fileExists(remote, file)` tells whether an exposed file is there.
 */
export function disagreements({ contract, routed, exposes, fileExists = () => true }) {
  const problems = [];
  const declared = (remote) => contract.pages.get(remote) ?? new Set();
  const contractRemotes = [...contract.pages.keys()].sort();
  if (contractRemotes.join() !== [...contract.remoteNames].sort().join()) {
    problems.push(`ExposedPages declares [${contractRemotes}] but remoteNames is [${contract.remoteNames}]`);
  }
  for (const { remote, page } of routed) {
    if (!declared(remote).has(page))
      problems.push(`the route table opens ${remote}/${page}, which the contract does not declare`);
  }
  for (const remote of new Set([...contract.remoteNames, ...exposes.keys()])) {
    const exposed = exposes.get(remote);
    if (!exposed) {
      problems.push(`${remote} is in the contract but has no webpack config exposing pages`);
      continue;
    }
    for (const page of declared(remote)) {
      if (!exposed.has(`./${page}`))
        problems.push(`${remote} does not expose ./${page}, which the contract declares`);
    }
    for (const [key, file] of exposed) {
      if (!declared(remote).has(key.replace(/^\.\//, ''))) {
        problems.push(`${remote} exposes ${key}, which the contract does not declare`);
      }
      if (!fileExists(remote, file))
        problems.push(`${remote} exposes ${key} from ${file}, which does not exist`);
    }
  }
  return problems;
}

const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The remotes that have a folder with a webpack config under remotes/. */
export const remoteFolders = () =>
  readdirSync(path.join(root, 'remotes')).filter((name) =>
    existsSync(path.join(root, paths.webpackConfig(name))),
  );

/** The three as they are in this tree. */
export function readTree() {
  return {
    contract: parseContract(read(paths.contract)),
    routed: parseRoutedPages(read(paths.routeTable)),
    exposes: new Map(
      remoteFolders().map((remote) => [remote, parseExposes(read(paths.webpackConfig(remote)))]),
    ),
    fileExists: (remote, file) => existsSync(path.join(root, 'remotes', remote, file)),
  };
}
