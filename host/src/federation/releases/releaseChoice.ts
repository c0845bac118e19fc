import { bucketOf, type RemoteComposition, type RemoteRelease } from '@exchange/sdk';

/** The release a user runs of one remote, and why. */
export interface ChosenRelease {
  remote: string;
  channel: 'stable' | 'canary';
  /** The label ops and field reports use: `version`, else the id in `/releases/<id>/`, else `dev`. */
  version: string;
  entry: string;
  integrity?: string;
  bucket: number;
}

export function versionLabel(release: RemoteRelease): string {
  return release.version ?? /\/releases\/([^/]+)\//.exec(release.entry)?.[1] ?? 'dev';
}

/**
 * The canary when the user's bucket is below its percent, unless this session already fell back from
 * this very canary (a failed canary is not retried on reload; a new canary version is tried again).
 */
export function chooseRelease(
  remote: string,
  composition: RemoteComposition,
  id: string,
  fellBackFrom: (remote: string, version: string) => boolean,
): ChosenRelease {
  const bucket = bucketOf(id, remote);
  const { canary } = composition;
  const pick = (release: RemoteRelease, channel: ChosenRelease['channel']): ChosenRelease => ({
    remote,
    channel,
    version: versionLabel(release),
    entry: release.entry,
    ...(release.integrity ? { integrity: release.integrity } : {}),
    bucket,
  });
  if (canary && bucket < canary.percent && !fellBackFrom(remote, versionLabel(canary))) {
    return pick(canary, 'canary');
  }
  return pick(composition, 'stable');
}
