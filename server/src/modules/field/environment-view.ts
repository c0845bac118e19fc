import type { OperatorEnvironment } from '@exchange/protocol';
import type { ReleaseEnvironment } from '../../config';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { canaryOf, readComposition, remotesOf, stableOf, type Composition } from './environment-file';
import { keptReleases } from './kept-releases';
import { releaseStats } from './stats';

/** An environment as GET /operator/releases lists it: each remote's releases, kept ones and last hour. */
export async function environmentView(
  db: Queryable,
  environment: ReleaseEnvironment,
  releasesDir: string,
  now: number,
  known?: Composition,
): Promise<OperatorEnvironment> {
  const base = { name: environment.name, file: environment.file };
  let doc: Composition;
  try {
    doc = known ?? (await readComposition(environment.file, environment.name));
  } catch (error) {
    if (error instanceof ApiError) return { ...base, remotes: [], problem: error.key };
    throw error;
  }
  const stats = await releaseStats(db, environment.name, now);
  const remotes = await Promise.all(
    remotesOf(doc).map(async ([remote, entry]) => {
      const canary = canaryOf(entry);
      return {
        remote,
        stable: stableOf(entry),
        ...(canary ? { canary } : {}),
        kept: await keptReleases(releasesDir, remote),
        stats: stats.get(remote) ?? [],
      };
    }),
  );
  return { ...base, remotes };
}
