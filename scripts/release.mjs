#!/usr/bin/env node
/**
 * `pnpm release <remote> [--version x.y.z] [--from-dist <dir>] [--origin <url>]`: keeps a remote's build as
 * an immutable, content-addressed release `releases/<remote>/<version>-<hash>/` (RELEASES_DIR overrides
 * the root folder) with its release.json, and prints the remotes.json entry that points at it.
 *
 * Builds the remote for the host (`pnpm --filter ./remotes/<remote> build`, without its standalone page)
 * unless --from-dist names an already built dist. The version is the remote's package.json version unless
 * --version is given; the entry's origin is the remote's local port (scripts/remotes.mjs) unless --origin.
 * The same files give the same id: releasing them again writes nothing and says "already released".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { entryLine, entryOf, localOriginOf } from './releases/entry.mjs';
import { createRelease, releasesRoot, repoRoot, shownPath } from './releases/store.mjs';

const usage = 'usage: pnpm release <remote> [--version x.y.z] [--from-dist <dir>] [--origin <url>]';

function buildRemote(remote) {
  console.error(`release: building ${remote} for the host (pnpm --filter ./remotes/${remote} build)...`);
  const result = spawnSync('pnpm', ['--filter', `./remotes/${remote}`, 'build'], {
    cwd: repoRoot,
    env: { ...process.env, BUILD_STANDALONE: process.env.BUILD_STANDALONE ?? '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`the ${remote} build failed (run \`pnpm --filter ./remotes/${remote} build\`)`);
  return path.join(repoRoot, 'remotes', remote, 'dist');
}

export function main(argv = process.argv.slice(2)) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { version: { type: 'string' }, 'from-dist': { type: 'string' }, origin: { type: 'string' } },
  });
  const [remote] = positionals;
  if (!remote || positionals.length > 1) throw new Error(usage);
  const remoteDir = path.join(repoRoot, 'remotes', remote);
  const pkgFile = path.join(remoteDir, 'package.json');
  if (!values.version && !existsSync(pkgFile))
    throw new Error(
      `no remote "${remote}" (remotes/${remote}/package.json); --version names a version for another`,
    );
  const version = values.version ?? JSON.parse(readFileSync(pkgFile, 'utf8')).version;
  const origin = values.origin ?? localOriginOf(remote);
  const distDir = values['from-dist']
    ? path.resolve(process.env.INIT_CWD || process.cwd(), values['from-dist'])
    : buildRemote(remote);

  const { release, dir, created } = createRelease({ remote, distDir, version, root: releasesRoot() });
  const where = shownPath(dir, process.cwd());
  console.error(
    created
      ? `release: ${remote} ${release.id} kept in ${where} (exposes ${release.exposes.join(', ')})`
      : `release: ${remote} ${release.id} is already released (${where}): same files, nothing written`,
  );
  console.error('release: its remotes.json entry (as stable, or as "canary" with a "percent"):');
  console.log(entryLine(remote, entryOf(release, origin)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}
