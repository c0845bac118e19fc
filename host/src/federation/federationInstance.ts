// The host's Module Federation instance, in a chunk of its own ("federation") that the shell fetches
// after its first paint, when the first remote page or preload needs it (deferredRuntime.ts).
//
// The host is built WITHOUT the federation webpack plugin (shared/build/webpack.mjs): with it, the
// runtime and the share-scope negotiation of every singleton sit in front of the first paint although
// the shell needs neither. So the instance is created here with the runtime API, and the host offers
// its own modules as the singletons (`lib`: already loaded). TOOLCHAIN.md's warning against
// createInstance() is about hosts built with the plugin (that makes a second instance); here this is
// the only instance.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { shareConfigOf, type SharedVersions } from './shareConfig';
import { hostSharedModules } from './sharedModules';

/** `plugins`: the host's own runtime plugins (releases/integrity.ts). */
export function createHostFederation(plugins: ModuleFederationRuntimePlugin[] = []) {
  const versions = JSON.parse(process.env.FEDERATION_SHARED_VERSIONS ?? '{}') as SharedVersions;
  return createInstance({
    name: 'host',
    remotes: [],
    shared: shareConfigOf(hostSharedModules, versions),
    shareStrategy: 'loaded-first',
    // Remotes are built with `experiments.externalRuntime` (about 20 KB gzip less per remoteEntry.js):
    // they run on the runtime core a provider hands them. This is the runtime's own provider, the
    // plugin a host built with `externalRuntime: 'provide'` gets, so the two sides stay one contract
    // across upgrades (federationInstance.test.ts).
    plugins: [injectExternalRuntimeCorePlugin(), ...plugins],
  });
}
