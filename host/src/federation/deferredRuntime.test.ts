import { deferredRuntime } from './deferredRuntime';
import type { FederationRuntime } from './remoteLoader';

function fakeRuntime() {
  const calls: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) =>
      calls.push(`register ${remotes.map((r) => r.name).join(',')}${options?.force ? ' force' : ''}`),
    loadRemote: async <T>(id: string) => {
      calls.push(`load ${id}`);
      return `module ${id}` as T;
    },
    preloadRemote: async (args) => {
      calls.push(`preload ${args.map((a) => a.nameOrAlias).join(',')}`);
    },
  };
  return { runtime, calls };
}

describe('deferred federation runtime', () => {
  it('does not load the runtime until a remote is needed, then replays registrations in order', async () => {
    const { runtime, calls } = fakeRuntime();
    const load = jest.fn(async () => runtime);
    const deferred = deferredRuntime(load);

    deferred.registerRemotes([{ name: 'markets', entry: 'http://m/mf-manifest.json' }]);
    deferred.registerRemotes([{ name: 'markets', entry: 'http://m2/mf-manifest.json' }], { force: true });
    expect(load).not.toHaveBeenCalled();
    expect(deferred.current).toBeUndefined();

    await expect(deferred.loadRemote('markets/HomePage')).resolves.toBe('module markets/HomePage');
    expect(calls).toEqual(['register markets', 'register markets force', 'load markets/HomePage']);
    expect(deferred.current).toBe(runtime);
  });

  it('loads the runtime once for concurrent callers and registers directly afterwards', async () => {
    const { runtime, calls } = fakeRuntime();
    const load = jest.fn(async () => runtime);
    const deferred = deferredRuntime(load);

    await Promise.all([deferred.loadRemote('a/P'), deferred.preloadRemote([{ nameOrAlias: 'b' }])]);
    deferred.registerRemotes([{ name: 'c', entry: 'x' }]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['load a/P', 'preload b', 'register c']);
  });

  it('retries loading the runtime after a failed chunk fetch', async () => {
    const { runtime, calls } = fakeRuntime();
    const load = jest
      .fn<Promise<FederationRuntime>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(runtime);
    const deferred = deferredRuntime(load);
    deferred.registerRemotes([{ name: 'spot', entry: 'x' }]);

    await expect(deferred.loadRemote('spot/DealCenterPage')).rejects.toThrow('ChunkLoadError');
    await expect(deferred.loadRemote('spot/DealCenterPage')).resolves.toBe('module spot/DealCenterPage');
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['register spot', 'load spot/DealCenterPage']);
  });
});
