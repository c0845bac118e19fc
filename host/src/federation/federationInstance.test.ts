import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHostFederation } from './federationInstance';
import { hostSharedModules } from './sharedModules';

// Remotes are built with `experiments.externalRuntime` and run on the runtime core the host hands
// them. Both halves come from the Module Federation packages; these tests fail loudly when an upgrade
// changes how they meet, instead of every remote page failing in the browser.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
/** What a remote reads: `self[<global>]`, the runtime core module. */
const readGlobal = (name: string) =>
  (
    globalThis as unknown as Record<
      string,
      { ModuleFederation: new (...args: never[]) => unknown } | undefined
    >
  )[name];

describe('the runtime core the host hands the remotes', () => {
  // The federation build's plugin source (dist/src/webpack.js sits beside dist/src/lib/).
  const enhancedPlugin = readFileSync(
    path.join(
      path.dirname(require.resolve('@module-federation/enhanced/webpack')),
      'lib/container/ModuleFederationPlugin.js',
    ),
    'utf8',
  );

  it('is provided by the plugin the federation build itself uses for a provider', () => {
    // provideExternalRuntime adds exactly this runtime plugin; the host (built without the webpack
    // plugin) adds it through the runtime API.
    expect(enhancedPlugin).toMatch(
      /provideExternalRuntime[\s\S]*require\.resolve\("@module-federation\/inject-external-runtime-core-plugin"\)/,
    );
  });

  it('is the global a remote built with externalRuntime reads', () => {
    const consumed = enhancedPlugin.match(/"@module-federation\/runtime-core":\s*"(\w+)"/)?.[1];
    expect(consumed).toBe('_FEDERATION_RUNTIME_CORE');
    Reflect.deleteProperty(globalThis, consumed!);
    process.env.FEDERATION_SHARED_VERSIONS = JSON.stringify(
      Object.fromEntries(
        Object.keys(hostSharedModules).map((key) => [key, { version: '1.0.0', requiredVersion: '1.0.0' }]),
      ),
    );
    const instance = createHostFederation();
    const core = readGlobal(consumed!);
    // The very core the host's instance runs on: one runtime, one share scope for host and remotes.
    expect(core).toBeDefined();
    expect(instance).toBeInstanceOf(core!.ModuleFederation);
  });

  it('comes from the same release as every app’s federation build (pinned exactly)', () => {
    const host = readJson(path.join(repoRoot, 'host', 'package.json'));
    const provider = host.devDependencies?.['@module-federation/inject-external-runtime-core-plugin'];
    expect(provider).toMatch(/^\d+\.\d+\.\d+$/);
    const apps = [
      'host',
      ...readdirSync(path.join(repoRoot, 'remotes')).map((remote) => path.join('remotes', remote)),
    ];
    for (const app of apps) {
      const manifest = readJson(path.join(repoRoot, app, 'package.json'));
      expect([app, manifest.devDependencies?.['@module-federation/enhanced']]).toEqual([app, provider]);
    }
  });
});
