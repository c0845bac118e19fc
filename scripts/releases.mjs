#!/usr/bin/env node
/**
 * `pnpm releases <remote> [--env <file>]... [--prune <N>]`: the kept releases of a remote
 * (releases/<remote>/, RELEASES_DIR overrides), newest first, each marked with the environment files
 * that name it (host/public/remotes.json, deploy/remotes.compose.json, the server's RELEASE_ENVIRONMENTS
 * and every --env file). --prune N removes all but the newest N and every named one, and says what it removed.
 * --entry <id> prints the remotes.json entry of a kept release (to roll back to it by hand), at the
 * remote's local origin or --origin.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { entryLine, entryOf, localOriginOf } from './releases/entry.mjs';
import {
  configuredEnvironmentFiles,
  defaultEnvironmentFiles,
  namedReleases,
} from './releases/environments.mjs';
import { listReleases, pruneReleases, releasesRoot, shownPath } from './releases/store.mjs';

const usage =
  'usage: pnpm releases <remote> [--env <remotes.json>]... [--prune <N> | --entry <id> [--origin <url>]]';

const describe = (release, named) =>
  `  ${release.id.padEnd(24)} ${String(release.createdAt ?? '').padEnd(24)} ${
    named.has(release.id) ? `named by ${named.get(release.id).join(', ')}` : ''
  }`.trimEnd();

export function main(argv = process.argv.slice(2), log = console.log) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string', multiple: true },
      prune: { type: 'string' },
      entry: { type: 'string' },
      origin: { type: 'string' },
    },
  });
  const [remote] = positionals;
  if (!remote || positionals.length > 1) throw new Error(usage);
  const cwd = process.env.INIT_CWD || process.cwd();
  const envFiles = (values.env ?? []).map((file) => path.resolve(cwd, file));
  const missing = envFiles.find((file) => !existsSync(file));
  if (missing) throw new Error(`--env ${missing}: no such file`);
  const files = [...new Set([...defaultEnvironmentFiles, ...configuredEnvironmentFiles(), ...envFiles])];
  const named = namedReleases(remote, files);
  const root = releasesRoot();
  const where = shownPath(path.join(root, remote), cwd);

  if (values.entry !== undefined) {
    const release = listReleases(remote, root).find((kept) => kept.id === values.entry);
    if (!release) throw new Error(`no kept release ${values.entry} of ${remote} in ${where}`);
    log(entryLine(remote, entryOf(release, values.origin ?? localOriginOf(remote))));
    return;
  }
  if (values.prune !== undefined) {
    const keep = /^\d+$/.test(values.prune) ? Number(values.prune) : NaN;
    const { kept, removed } = pruneReleases(remote, { keep, named: new Set(named.keys()), root });
    for (const release of removed) log(`removed ${remote} ${release.id} (${release.createdAt})`);
    log(
      `releases: ${remote}: removed ${removed.length}, kept ${kept.length} (the newest ${keep} and every release an environment file names) in ${where}`,
    );
    return;
  }
  const releases = listReleases(remote, root);
  if (releases.length === 0) {
    log(`releases: no release of ${remote} kept in ${where} (pnpm release ${remote} makes one)`);
    return;
  }
  log(`releases: ${releases.length} of ${remote} in ${where}, newest first:`);
  for (const release of releases) log(describe(release, named));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`releases: ${error.message}`);
    process.exit(1);
  }
}
