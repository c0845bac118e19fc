import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The server package folder. Found from the working directory (pnpm --filter, jest and tsx all run
 * in `server/`; the repo root also works) so that the same code runs as ESM under tsx and as
 * CommonJS under jest, where `import.meta` and `__dirname` are not both available.
 */
export function serverRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const own = join(dir, 'package.json');
    if (existsSync(own) && readFileSync(own, 'utf8').includes('"@exchange/server"')) return dir;
    const child = join(dir, 'server', 'package.json');
    if (existsSync(child)) return join(dir, 'server');
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the server package from ${start}`);
    dir = parent;
  }
}

export const migrationsDir = (): string => join(serverRoot(), 'src/db/migrations');
export const defaultDataDir = (): string => resolve(serverRoot(), '../.data/server');
/** The repository's `releases/` folder, where `pnpm release` keeps remotes' releases (RELEASES_DIR overrides). */
export const defaultReleasesDir = (): string => resolve(serverRoot(), '../releases');
