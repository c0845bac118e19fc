// Module Federation runtime plugin of the host. Remotes are built with `externalRuntime`: their
// remoteEntry.js reads the runtime core from the global `_FEDERATION_RUNTIME_CORE` instead of carrying
// a copy. The stock `provideExternalRuntime` sets that global at start-up, which puts the whole core
// (it cannot be tree-shaken behind a namespace) into the host's first paint. The first remote entry
// is loaded after that paint, so the core is fetched just before it instead.
let provided;

function provideRuntimeCore() {
  provided ??= import(/* webpackChunkName: "mf-runtime-core" */ '@exchange/mf-runtime-core').then((core) => {
    const global = globalThis;
    if (!global._FEDERATION_RUNTIME_CORE) {
      global._FEDERATION_RUNTIME_CORE = core;
      global._FEDERATION_RUNTIME_CORE_FROM = { name: 'host', version: 'lazy' };
    }
  });
  provided.catch(() => {
    provided = undefined; // a failed chunk fetch is retried with the next remote entry
  });
  return provided;
}

export default function lazyExternalRuntimePlugin() {
  return {
    name: 'exchange-lazy-external-runtime',
    // Called before every remote entry load (page load and preload alike); undefined = load as usual.
    async loadEntry() {
      await provideRuntimeCore();
      return undefined;
    },
  };
}
