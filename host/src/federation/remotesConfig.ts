import { remoteNames, type RemoteName, type RemotesConfig } from '@exchange/sdk';

/**
 * `remotes.json` is the one file ops edit per environment: remote name -> manifest URL. It is read at
 * start-up, never cached. A bad entry costs only that remote (its routes show the unavailable panel);
 * an unreadable file costs every remote but never the shell. Here only what the shell needs (which
 * remotes exist); releases (version, integrity, canary, `$environment`) are read with the federation
 * runtime, out of the initial chunk (releases/releasesConfig.ts).
 */
export interface RemotesConfigResult {
  config: RemotesConfig;
  /** Human-readable problems, logged once at start-up for ops. */
  problems: string[];
  /** The file as read, for the releases' own reading. */
  raw?: unknown;
}

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

export function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    // Relative URLs are allowed (a remote served under the host's origin), resolved against the page.
    const url = new URL(value, 'http://relative.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Accepts `{ "markets": { "entry": "<url>/mf-manifest.json" } }`; unknown names and bad entries are dropped. */
export function parseRemotesConfig(raw: unknown): RemotesConfigResult {
  const problems: string[] = [];
  const config: RemotesConfig = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config, problems: ['remotes.json is not an object of remote name -> { entry }'] };
  }
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (name.startsWith('$')) continue; // settings, e.g. $environment
    if (!isRemoteName(name)) {
      problems.push(`unknown remote "${name}" (known: ${remoteNames.join(', ')})`);
      continue;
    }
    const entry =
      typeof value === 'object' && value !== null ? (value as { entry?: unknown }).entry : undefined;
    if (!isManifestUrl(entry)) {
      problems.push(`remote "${name}" has no valid "entry" URL`);
      continue;
    }
    config[name] = { entry };
  }
  return { config, problems, raw };
}

/** Fetches and parses `/remotes.json` bypassing every cache. Failure means "no remotes", never a crash. */
export async function fetchRemotesConfig(
  url = '/remotes.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesConfigResult> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return { config: {}, problems: [`${url} answered HTTP ${response.status}`] };
    return parseRemotesConfig(await response.json());
  } catch (error) {
    return { config: {}, problems: [`${url} could not be read: ${String(error)}`] };
  }
}
