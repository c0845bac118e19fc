// The host's Module Federation instance, in a chunk of its own ("federation") that the shell fetches
// after its first paint, when the first remote page or preload needs it (deferredRuntime.ts).
//
// The host is built WITHOUT the federation webpack plugin (shared/build/webpack.mjs): with it, the
// runtime and the share-scope negotiation of every singleton sit in front of the first paint although
// the shell needs neither. So the instance is created here with the runtime API, and the host offers
// its own modules as the singletons (`lib`: already loaded). TOOLCHAIN.md's warning against
// createInstance() is about hosts built with the plugin (that makes a second instance); here this is
// the only instance.
import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@exchange/mf-runtime-core';
import { shareConfigOf, type SharedVersions } from './shareConfig';
import { hostSharedModules } from './sharedModules';

const globalScope = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: unknown;
};

/**
 * Remotes are built with `externalRuntime`: their remoteEntry.js reads the runtime core from this
 * global instead of carrying a copy (about 20 KB gzip less per remote).
 */
function provideRuntimeCore() {
  if (globalScope._FEDERATION_RUNTIME_CORE) return;
  globalScope._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalScope._FEDERATION_RUNTIME_CORE_FROM = { name: 'host', version: 'host' };
}

export function createHostFederation() {
  provideRuntimeCore();
  const versions = JSON.parse(process.env.FEDERATION_SHARED_VERSIONS ?? '{}') as SharedVersions;
  return createInstance({
    name: 'host',
    remotes: [],
    shared: shareConfigOf(hostSharedModules, versions),
    shareStrategy: 'loaded-first',
  });
}
