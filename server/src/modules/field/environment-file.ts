import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, unlink, writeFile, chmod } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CanaryRef, ReleaseRef } from '@exchange/protocol';
import { ApiError } from '../../errors';

/**
 * An environment file (remotes.json) as parsed, key order kept: `$`-keys are settings
 * (`$environment`), every other key a remote `{ entry, version?, integrity?, canary? }`.
 */
export type Composition = Record<string, unknown>;

export interface CanaryEntry {
  entry: string;
  version?: string;
  integrity?: string;
  percent?: number;
  [key: string]: unknown;
}

export interface RemoteEntry {
  entry: string;
  version?: string;
  integrity?: string;
  canary?: CanaryEntry;
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRemoteEntry = (value: unknown): value is RemoteEntry =>
  isRecord(value) && typeof value.entry === 'string';

/** The file, read now (an edit by hand since the last call is what counts). */
export async function readComposition(file: string, environment: string): Promise<Composition> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ApiError('operator.environmentUnreadable', 'error', { environment });
  }
  if (!isRecord(doc)) throw new ApiError('operator.environmentUnreadable', 'error', { environment });
  return doc;
}

/** The composition's remotes in file order. */
export function remotesOf(doc: Composition): Array<[string, RemoteEntry]> {
  return Object.entries(doc).filter((pair): pair is [string, RemoteEntry] => {
    const [key, value] = pair;
    return !key.startsWith('$') && isRemoteEntry(value);
  });
}

/** The remote's entry, or `operator.unknownRemote`. */
export function remoteEntry(doc: Composition, remote: string): RemoteEntry {
  const value = remote.startsWith('$') ? undefined : doc[remote];
  if (!isRemoteEntry(value)) throw new ApiError('operator.unknownRemote', 'error', { remote });
  return value;
}

/**
 * The release a `version`-less entry names: the id in a `/releases/<id>/` path, else `dev` (the
 * label of an unversioned build).
 */
export function versionOf(entry: string, version: unknown): string {
  if (typeof version === 'string' && version !== '') return version;
  return /\/releases\/([^/]+)\//.exec(entry)?.[1] ?? 'dev';
}

export function stableOf(entry: RemoteEntry): ReleaseRef {
  return {
    version: versionOf(entry.entry, entry.version),
    entry: entry.entry,
    ...(typeof entry.integrity === 'string' ? { integrity: entry.integrity } : {}),
  };
}

export function canaryOf(entry: RemoteEntry): CanaryRef | undefined {
  const canary = entry.canary;
  if (!isRecord(canary) || typeof canary.entry !== 'string') return undefined;
  const percent =
    typeof canary.percent === 'number' ? Math.min(100, Math.max(0, Math.round(canary.percent))) : 0;
  return {
    version: versionOf(canary.entry, canary.version),
    entry: canary.entry,
    ...(typeof canary.integrity === 'string' ? { integrity: canary.integrity } : {}),
    percent,
  };
}

/**
 * Writes the composition whole, atomically: a temporary file beside it (same mode), then a rename,
 * so a reader (the host's static server) sees the old file or the new one, never half of one.
 * Two-space JSON and a final newline, like the files in git.
 */
export async function writeComposition(file: string, doc: Composition): Promise<void> {
  const temporary = join(
    dirname(file),
    `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, JSON.stringify(doc, null, 2) + '\n', { flag: 'wx' });
    const mode = await stat(file).then(
      (s) => s.mode & 0o777,
      () => undefined,
    );
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `change` alone among this process's changes of `file` (read, change, write without a lost update). */
export function serialized<T>(file: string, change: () => Promise<T>): Promise<T> {
  const previous = queues.get(file) ?? Promise.resolve();
  const run = previous.then(change, change);
  const settled = run.catch(() => undefined);
  queues.set(file, settled);
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return run;
}
