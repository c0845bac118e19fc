import {
  remoteNames,
  type RemoteComposition,
  type RemoteName,
  type RemoteRelease,
  type RemotesConfig,
} from '@exchange/sdk';

/**
 * `remotes.json` is the one file ops edit per environment: remote name -> release(s). It is read at
 * start-up, never cached. A bad entry costs only that remote (its routes show the unavailable panel),
 * a bad canary only the canary; an unreadable file costs every remote but never the shell.
 */
export interface RemotesConfigResult {
  config: RemotesConfig;
  /** `$environment`: names the environment in field reports (`default` when absent). */
  environment: string;
  /** Human-readable problems, logged once at start-up for ops. */
  problems: string[];
}

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    // Relative URLs are allowed (a remote served under the host's origin), resolved against the page.
    const url = new URL(value, 'http://relative.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isLabel = (value: unknown) => typeof value === 'string' && /^[\w.+-]{1,80}$/.test(value);
const isIntegrity = (value: unknown) =>
  typeof value === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value);

/** The release's fields, or why they are unusable. */
function releaseOf(value: unknown): RemoteRelease | string {
  if (typeof value !== 'object' || value === null) return 'is not an object';
  const { entry, version, integrity } = value as Record<string, unknown>;
  if (!isManifestUrl(entry)) return 'has no valid "entry" URL';
  if (version !== undefined && !isLabel(version)) return 'has a bad "version"';
  if (integrity !== undefined && !isIntegrity(integrity)) return 'has a bad "integrity" (sha384-<base64>)';
  return {
    entry,
    ...(version === undefined ? {} : { version: version as string }),
    ...(integrity === undefined ? {} : { integrity: integrity as string }),
  };
}

function compositionOf(name: string, value: unknown, problems: string[]): RemoteComposition | undefined {
  const stable = releaseOf(value);
  if (typeof stable === 'string') {
    problems.push(`remote "${name}" ${stable}`);
    return undefined;
  }
  const canaryValue = (value as { canary?: unknown }).canary;
  if (canaryValue === undefined) return stable;
  const canary = releaseOf(canaryValue);
  const percent = (canaryValue as { percent?: unknown } | null)?.percent;
  if (typeof canary === 'string') problems.push(`remote "${name}": canary ${canary}, ignored`);
  else if (!Number.isInteger(percent) || (percent as number) < 0 || (percent as number) > 100)
    problems.push(`remote "${name}": canary "percent" is not an integer 0..100, canary ignored`);
  else return { ...stable, canary: { ...canary, percent: percent as number } };
  return stable;
}

/**
 * Accepts `{ "$environment": "local", "markets": { "entry", "version"?, "integrity"?, "canary"? } }`
 * (README "teams and ops"); unknown names and bad entries are dropped, `$`-keys are settings.
 */
export function parseRemotesConfig(raw: unknown): RemotesConfigResult {
  const problems: string[] = [];
  const config: RemotesConfig = {};
  let environment = 'default';
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config, environment, problems: ['remotes.json is not an object of remote name -> { entry }'] };
  }
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (name === '$environment' && isLabel(value)) environment = value as string;
    else if (name.startsWith('$')) problems.push(`setting "${name}" is unknown or not a name`);
    else if (!isRemoteName(name)) problems.push(`unknown remote "${name}" (known: ${remoteNames.join(', ')})`);
    else {
      const composition = compositionOf(name, value, problems);
      if (composition) config[name] = composition;
    }
  }
  return { config, environment, problems };
}

/** Fetches and parses `/remotes.json` bypassing every cache. Failure means "no remotes", never a crash. */
export async function fetchRemotesConfig(
  url = '/remotes.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesConfigResult> {
  const none = (problem: string) => ({ config: {}, environment: 'default', problems: [problem] });
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return none(`${url} answered HTTP ${response.status}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    return none(`${url} could not be read: ${String(error)}`);
  }
}
