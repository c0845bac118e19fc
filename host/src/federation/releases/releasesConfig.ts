import {
  remoteNames,
  type RemoteComposition,
  type RemoteName,
  type RemoteRelease,
  type RemotesConfig,
} from '@exchange/sdk';
import { isManifestUrl } from '../remotesConfig';

/**
 * The releases of `remotes.json` (README "teams and ops"), read with the federation runtime: per
 * remote the stable release and an optional canary, and `$environment`. A remote whose stable fields
 * are bad is dropped (its routes show the unavailable panel), a bad canary only the canary.
 */
export interface ReleasesConfigResult {
  config: RemotesConfig;
  /** `$environment`: names the environment in field reports (`default` when absent). */
  environment: string;
  /** Human-readable problems, logged once at start-up for ops. */
  problems: string[];
}

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/** As @exchange/protocol's releaseIdPattern / environmentNamePattern (the field reports' server checks them). */
export const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
export const environmentPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const isLabel = (value: unknown, pattern = versionPattern) =>
  typeof value === 'string' && pattern.test(value);
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
    // A bad entry was reported with the shell's reading (../remotesConfig.ts).
    if (isManifestUrl((value as { entry?: unknown } | null)?.entry))
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
 * (README "teams and ops"); `$`-keys are settings; unknown names and bad entries are dropped silently
 * (the shell's reading logged them).
 */
export function parseReleasesConfig(raw: unknown): ReleasesConfigResult {
  const problems: string[] = [];
  const config: RemotesConfig = {};
  let environment = 'default';
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config, environment, problems: ['remotes.json is not an object of remote name -> { entry }'] };
  }
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (name === '$environment' && isLabel(value, environmentPattern)) environment = value as string;
    else if (name.startsWith('$')) problems.push(`setting "${name}" is unknown or not a name`);
    else if (isRemoteName(name)) {
      const composition = compositionOf(name, value, problems);
      if (composition) config[name] = composition;
    }
  }
  return { config, environment, problems };
}
