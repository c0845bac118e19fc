import { bucketId, type TypedStorage } from '@exchange/sdk';
import { createHostFederation } from '../federationInstance';
import { createFallbackMemory } from './fallbackMemory';
import { createFieldReporter } from './fieldReporter';
import { integrityPlugin } from './integrity';
import { createReleaseRuntime, type ReleaseRuntime } from './releaseRuntime';
import { parseReleasesConfig } from './releasesConfig';

/**
 * The host's federation runtime with releases, built on first need (bootstrap's deferredRuntime): this
 * module and everything it imports stay out of the shell's initial chunk.
 */
export function createHostReleaseRuntime({
  remotesJson,
  storage,
}: {
  remotesJson: unknown;
  storage: TypedStorage;
}) {
  const { config, environment, problems } = parseReleasesConfig(remotesJson);
  if (problems.length > 0) console.warn('[remotes.json releases]', problems.join('; '));
  // The plugin asks the runtime, which needs the instance the plugin goes into.
  const late: { runtime?: ReleaseRuntime } = {};
  const instance = createHostFederation([
    integrityPlugin(
      (remote) => late.runtime?.integrityOf(remote),
      (remote, url) => late.runtime?.entryScriptLoaded(remote, url),
    ),
  ]);
  const runtime = createReleaseRuntime({
    instance,
    config,
    bucketId: bucketId(storage),
    reporter: createFieldReporter({ environment, pageEvents: window }),
    memory: createFallbackMemory(),
  });
  late.runtime = runtime;
  return Object.assign(runtime, { shareScopeMap: instance.shareScopeMap });
}
