// What `pnpm new:remote <name>` writes: the files of the new remote and the edits that put it in the
// running app (remotes.json for `pnpm start`, which the e2e stack also reads; the compose remotes.json
// and service; the i18n namespace in every language). Pure over a repository root, so it is tested on
// a copy (new-remote.test.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composePortOf, remotePorts } from '../remotes.mjs';
import * as templates from './templates.mjs';
import { underConstruction } from './translations.mjs';

const read = (root, file) => readFileSync(path.join(root, file), 'utf8');
const readJson = (root, file) => JSON.parse(read(root, file));
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The pages the remote contract (shared/sdk/src/remote-contract.ts) lists for `name`, in order. */
export function contractPages(root, name) {
  const source = read(root, 'shared/sdk/src/remote-contract.ts');
  const block = source.match(new RegExp(String.raw`\n\s*${name}:\s*\{([^}]*)\}`))?.[1];
  if (!block) return [];
  return [...block.matchAll(/(\w+)\s*:\s*RemotePageProps/g)].map((match) => match[1]);
}

/**
 * Where the host's route table shows `name/page`: the first top-level route whose page (or index page,
 * e.g. `/userSetting`) it is; else `/<page>` for a page the table does not route yet.
 */
export function pagePath(root, name, page) {
  const table = read(root, 'host/src/routing/routeTable.ts');
  const target = String.raw`remote\('${name}/${page}'\)`;
  const direct = new RegExp(String.raw`path:\s*'(/[^']*)',\s*target:\s*${target}`);
  const asIndex = new RegExp(String.raw`path:\s*'(/[^']*)',[^{}]*?index:\s*${target}`);
  return table.match(direct)?.[1] ?? table.match(asIndex)?.[1] ?? `/${page[0].toLowerCase()}${page.slice(1)}`;
}

/** remotes.json with `name` added, one remote a line, in the order of the port table. */
function withRemote(config, name, port) {
  const next = { ...config, [name]: { entry: `http://localhost:${port}/mf-manifest.json` } };
  const order = Object.keys(remotePorts);
  const lines = Object.entries(next)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([key, value]) => `  ${JSON.stringify(key)}: { "entry": ${JSON.stringify(value.entry)} }`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** docker-compose.yml with a service for the remote, after the last service. */
function withComposeService(compose, name, port) {
  if (new RegExp(String.raw`\n  ${name}:\n`).test(compose)) return compose;
  const service = [
    `  ${name}:`,
    `    build: { context: ., dockerfile: deploy/Dockerfile, target: static, args: { APP: remotes/${name} } }`,
    '    environment:',
    '      EXCHANGE_APP: remote',
    `      PORT: '${port}'`,
    `    ports: ['${port}:${port}']`,
    '',
  ].join('\n');
  const at = compose.search(/\nvolumes:\n/);
  if (at < 0) throw new Error('docker-compose.yml has no top-level `volumes:` to add the service before');
  return `${compose.slice(0, at + 1)}${service}${compose.slice(at)}`;
}

/**
 * @returns {{ files: Record<string, string>, edits: Record<string, string>, pages: {page: string, path: string}[], port: number }}
 *   files: new files (repo-relative path -> text); edits: existing files rewritten.
 * @throws when the name is not a remote of the contract or the remote exists already.
 */
export function planRemote(root, name) {
  if (!Object.hasOwn(remotePorts, name))
    throw new Error(`"${name}" is not a remote of the contract (${Object.keys(remotePorts).join(', ')})`);
  const dir = `remotes/${name}`;
  if (existsSync(path.join(root, dir, 'package.json'))) throw new Error(`${dir} exists already`);
  const pageNames = contractPages(root, name);
  if (pageNames.length === 0)
    throw new Error(`shared/sdk/src/remote-contract.ts lists no pages for "${name}" in ExposedPages`);
  const pages = pageNames.map((page) => ({ page, path: pagePath(root, name, page) }));
  const port = remotePorts[name];
  const composePort = composePortOf(name);

  const hostPackage = readJson(root, 'host/package.json');
  const versionOf = (dep) => {
    const version = hostPackage.dependencies?.[dep] ?? hostPackage.devDependencies?.[dep];
    if (!version) throw new Error(`host/package.json does not pin ${dep}`);
    return version;
  };

  const localesDir = 'shared/i18n/src/locales';
  const locales = readdirSync(path.join(root, localesDir)).filter((locale) =>
    existsSync(path.join(root, localesDir, locale, 'host.json')),
  );
  const namespaceOf = (locale) => {
    const line = underConstruction[locale];
    if (!line) throw new Error(`scripts/new-remote/translations.mjs has no text for the locale "${locale}"`);
    const title = readJson(root, `${localesDir}/${locale}/host.json`).modules?.[name];
    if (!title) throw new Error(`${localesDir}/${locale}/host.json has no modules.${name}`);
    return { title, placeholder: { underConstruction: line } };
  };
  const context = { name, port, composePort, pages, english: namespaceOf('en') };

  const files = {
    [`${dir}/package.json`]: templates.packageJson({ name, versionOf }),
    [`${dir}/README.md`]: templates.readme(context),
    [`${dir}/index.html`]: templates.indexHtml(context),
    [`${dir}/jest.config.cjs`]: templates.jestConfig(),
    [`${dir}/tsconfig.json`]: templates.tsconfig(),
    [`${dir}/webpack.config.mjs`]: templates.webpackConfig(context),
    [`${dir}/src/index.ts`]: templates.indexTs(),
    [`${dir}/src/standalone.tsx`]: templates.standalone(context),
    [`${dir}/src/components/PagePlaceholder.tsx`]: templates.placeholder(context),
    [`${dir}/src/hooks/.gitkeep`]: templates.gitkeep(),
    [`${dir}/src/model/.gitkeep`]: templates.gitkeep(),
    [`${dir}/src/testing/render.tsx`]: templates.renderHelper(context),
    [`${dir}/src/pages/pages.test.tsx`]: templates.pagesTest(context),
    ...Object.fromEntries(
      pages.map((entry) => [`${dir}/src/pages/${entry.page}.tsx`, templates.page(entry)]),
    ),
    ...Object.fromEntries(
      locales.map((locale) => [`${localesDir}/${locale}/${name}.json`, json(namespaceOf(locale))]),
    ),
  };

  const edits = {
    'host/public/remotes.json': withRemote(readJson(root, 'host/public/remotes.json'), name, port),
    'deploy/remotes.compose.json': withRemote(
      readJson(root, 'deploy/remotes.compose.json'),
      name,
      composePort,
    ),
    'docker-compose.yml': withComposeService(read(root, 'docker-compose.yml'), name, composePort),
  };
  return { files, edits, pages, port };
}
