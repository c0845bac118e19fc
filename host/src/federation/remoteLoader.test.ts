import { createRemoteLoader, RemoteUnavailableError, type FederationRuntime } from './remoteLoader';

function fakeRuntime(answers: Array<unknown | Error>) {
  const calls: string[] = [];
  const registrations: Array<{ remotes: Array<{ name: string; entry: string }>; force?: boolean }> = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => void registrations.push({ remotes, force: options?.force }),
    loadRemote: async <T>(id: string) => {
      calls.push(id);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
    preloadRemote: jest.fn(async () => undefined),
  };
  return { runtime, calls, registrations };
}

const HomePage = () => null;
const config = { markets: { entry: 'http://localhost:3001/mf-manifest.json' } };
const noSleep = async () => undefined;

describe('remote loader', () => {
  it('registers every configured remote with the runtime at start', () => {
    const { runtime, registrations } = fakeRuntime([{ default: HomePage }]);
    createRemoteLoader({ runtime, config });
    expect(registrations).toEqual([
      { remotes: [{ name: 'markets', entry: config.markets.entry }], force: undefined },
    ]);
  });

  it('forgets every cached page of a remote it refreshes (they may be of a release it no longer runs)', async () => {
    const { runtime, calls } = fakeRuntime([{ default: HomePage }]);
    const loader = createRemoteLoader({ runtime, config });
    await loader.loadPage('markets/AllMarketsPage');
    await loader.loadPage('markets/HomePage', { fresh: true });
    await loader.loadPage('markets/AllMarketsPage');
    expect(calls).toEqual(['markets/AllMarketsPage', 'markets/HomePage', 'markets/AllMarketsPage']);
  });

  it('asks the runtime which release a remote runs and whether a crash switched it', () => {
    const { runtime } = fakeRuntime([]);
    const plain = createRemoteLoader({ runtime, config });
    expect(plain.releaseOf('markets')).toBeUndefined();
    expect(plain.pageCrashed('markets', new Error('bug'))).toBe(false);
    const renderFailed = jest.fn(() => true);
    const withReleases = createRemoteLoader({
      runtime: { ...runtime, releaseOf: () => '1.0.0-a', renderFailed },
      config,
    });
    expect(withReleases.releaseOf('markets')).toBe('1.0.0-a');
    expect(withReleases.pageCrashed('markets', 'bug')).toBe(true);
    expect(renderFailed).toHaveBeenCalledWith('markets', 'bug');
  });

  it('loads an exposed page by `remote/Page` and caches it', async () => {
    const { runtime, calls } = fakeRuntime([{ default: HomePage }]);
    const onLoaded = jest.fn();
    const loader = createRemoteLoader({ runtime, config, onLoaded });
    await expect(loader.loadPage('markets/HomePage')).resolves.toBe(HomePage);
    await loader.loadPage('markets/HomePage');
    expect(calls).toEqual(['markets/HomePage']);
    expect(onLoaded).toHaveBeenCalledWith('markets');
  });

  it('retries a failing load, re-registering the remote to drop the failed entry', async () => {
    const { runtime, calls, registrations } = fakeRuntime([
      new Error('ScriptExternalLoadError'),
      { default: HomePage },
    ]);
    const loader = createRemoteLoader({ runtime, config, sleep: noSleep });
    await expect(loader.loadPage('markets/HomePage')).resolves.toBe(HomePage);
    expect(calls).toHaveLength(2);
    expect(registrations.at(-1)?.force).toBe(true);
  });

  it('gives up after the retries with a load-failed error naming the remote', async () => {
    const { runtime, calls } = fakeRuntime([new Error('down')]);
    const loader = createRemoteLoader({ runtime, config, sleep: noSleep, retryDelaysMs: [1, 1] });
    const error = await loader.loadPage('markets/HomePage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({ remote: 'markets', reason: 'load-failed' });
    expect(calls).toHaveLength(3);
  });

  it('fails at once, without touching the runtime, for a remote missing from remotes.json', async () => {
    const { runtime, calls } = fakeRuntime([{ default: HomePage }]);
    const loader = createRemoteLoader({ runtime, config });
    await expect(loader.loadPage('spot/DealCenterPage')).rejects.toMatchObject({
      remote: 'spot',
      reason: 'not-configured',
    });
    expect(calls).toEqual([]);
    expect(loader.isConfigured('spot')).toBe(false);
  });

  it('reports a module without a component', async () => {
    const { runtime } = fakeRuntime([{ something: 1 }]);
    const loader = createRemoteLoader({ runtime, config, sleep: noSleep });
    await expect(loader.loadPage('markets/HomePage')).rejects.toMatchObject({ reason: 'no-component' });
  });

  it('preloads a configured remote once per page set, and never an absent one', () => {
    const { runtime } = fakeRuntime([{ default: HomePage }]);
    const loader = createRemoteLoader({ runtime, config });
    loader.preload('markets', ['HomePage']);
    loader.preload('markets', ['HomePage']);
    loader.preload('spot', ['DealCenterPage']);
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'markets', exposes: ['./HomePage'] }]);
  });
});
