import { bucketOf, type RemotesConfig } from '@exchange/sdk';
import { createFallbackMemory, fallbackStorageKey } from './fallbackMemory';
import type { FieldReport } from './fieldReporter';
import { createReleaseRuntime } from './releaseRuntime';

const stableEntry = 'http://localhost:3001/releases/1.0.0-aaaaaaaaaa/mf-manifest.json';
const canaryEntry = 'http://localhost:3001/releases/1.1.0-bbbbbbbbbb/mf-manifest.json';
const config = (percent: number): RemotesConfig => ({
  markets: {
    entry: stableEntry,
    integrity: 'sha384-stable',
    canary: { entry: canaryEntry, version: '1.1.0-bbbbbbbbbb', integrity: 'sha384-canary', percent },
  },
  spot: { entry: 'http://localhost:3002/mf-manifest.json' },
});

/** Visitor ids in the lower and upper half of markets' buckets. */
const idIn = (lower: boolean) => {
  for (let i = 0; ; i += 1) if (bucketOf(`v${i}`, 'markets') < 50 === lower) return `v${i}`;
};

/** A federation instance that loads whatever entry is registered; entries in `broken` fail. */
function fakeInstance(broken: string[] = []) {
  const registered = new Map<string, string>();
  const instance = {
    registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => {
      for (const { name, entry } of remotes) registered.set(name, entry);
    }),
    async loadRemote<T>(id: string): Promise<T | null> {
      const entry = registered.get(id.split('/')[0]!);
      if (!entry || broken.includes(entry)) throw new Error(`RUNTIME-008 could not load ${entry}`);
      return { default: () => null, entry } as T;
    },
    preloadRemote: jest.fn(async () => undefined),
  };
  return { instance, registered };
}

function setup(
  options: { percent?: number; id?: string; broken?: string[]; failure?: 'integrity-failed' } = {},
) {
  const { instance, registered } = fakeInstance(options.broken);
  const reports: FieldReport[] = [];
  const session = window.sessionStorage;
  const forgetChunks = jest.fn();
  let clock = 1000;
  const runtime = createReleaseRuntime({
    instance,
    config: config(options.percent ?? 50),
    bucketId: options.id ?? idIn(true),
    reporter: { report: (report) => reports.push(report), flush: () => undefined },
    memory: createFallbackMemory(session),
    failureKind: async () => options.failure ?? 'load-failed',
    now: () => (clock += 120),
    forgetChunks,
  });
  runtime.registerRemotes([
    { name: 'markets', entry: stableEntry },
    { name: 'spot', entry: 'http://localhost:3002/mf-manifest.json' },
  ]);
  return { runtime, instance, registered, reports, forgetChunks };
}

describe('the release runtime', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('registers the canary for a user whose bucket is below the percent, the stable release for others', () => {
    expect(setup({ id: idIn(true) }).registered.get('markets')).toBe(canaryEntry);
    expect(setup({ id: idIn(true) }).runtime.releaseOf('markets')).toBe('1.1.0-bbbbbbbbbb');
    const upper = setup({ id: idIn(false) });
    expect(upper.registered.get('markets')).toBe(stableEntry);
    expect(upper.runtime.releaseOf('markets')).toBe('1.0.0-aaaaaaaaaa');
    expect(upper.runtime.integrityOf('markets')).toBe('sha384-stable');
    expect(setup({ percent: 0 }).registered.get('markets')).toBe(stableEntry);
    expect(setup({ percent: 100, id: idIn(false) }).registered.get('markets')).toBe(canaryEntry);
    // A remote without versions runs `dev`.
    expect(upper.runtime.releaseOf('spot')).toBe('dev');
  });

  it('reports each page load with its time, release and bucket', async () => {
    const id = idIn(false);
    const { runtime, reports } = setup({ id });
    await runtime.loadRemote('markets/HomePage');
    expect(reports).toEqual([
      {
        remote: 'markets',
        release: '1.0.0-aaaaaaaaaa',
        kind: 'load',
        ms: 120,
        bucket: bucketOf(id, 'markets'),
      },
    ]);
  });

  it('falls back to the stable release when the canary fails integrity, reports it, and remembers it for the session', async () => {
    const { runtime, instance, reports, forgetChunks } = setup({
      broken: [canaryEntry],
      failure: 'integrity-failed',
    });
    const module = await runtime.loadRemote<{ entry: string }>('markets/HomePage');
    expect(module?.entry).toBe(stableEntry);
    expect(runtime.releaseOf('markets')).toBe('1.0.0-aaaaaaaaaa');
    expect(instance.registerRemotes).toHaveBeenLastCalledWith([{ name: 'markets', entry: stableEntry }], {
      force: true,
    });
    expect(forgetChunks).toHaveBeenCalledWith('markets');
    expect(reports.map(({ release, kind }) => `${release} ${kind}`)).toEqual([
      '1.1.0-bbbbbbbbbb integrity-failed',
      '1.0.0-aaaaaaaaaa load',
    ]);
    expect(reports[0]!.message).toMatch(/could not load/);
    expect(window.sessionStorage.getItem(fallbackStorageKey)).toContain('markets@1.1.0-bbbbbbbbbb');
    // A reload in this session (a new runtime) does not try the bad canary again.
    expect(setup().registered.get('markets')).toBe(stableEntry);
  });

  it('falls back when the canary throws while rendering, and asks for the page again', async () => {
    const { runtime, registered, reports } = setup();
    await runtime.loadRemote('markets/HomePage');
    expect(runtime.renderFailed('markets', new Error('page bug'))).toBe(true);
    expect(registered.get('markets')).toBe(stableEntry);
    expect(reports.at(-1)).toMatchObject({
      release: '1.1.0-bbbbbbbbbb',
      kind: 'render-error',
      message: 'page bug',
    });
    // The stable release throwing is reported, but there is nothing to fall back to.
    expect(runtime.renderFailed('markets', new Error('again'))).toBe(false);
    expect(reports.at(-1)).toMatchObject({ release: '1.0.0-aaaaaaaaaa', kind: 'render-error' });
  });

  it('reports a stable release that fails to load and lets the loader retry it', async () => {
    const { runtime, reports } = setup({ id: idIn(false), broken: [stableEntry] });
    await expect(runtime.loadRemote('markets/HomePage')).rejects.toThrow(/could not load/);
    expect(reports.map(({ kind }) => kind)).toEqual(['load-failed']);
    expect(runtime.releaseOf('markets')).toBe('1.0.0-aaaaaaaaaa');
  });

  it('re-registers the release it runs when the loader refreshes a remote', () => {
    const { runtime, instance } = setup();
    runtime.registerRemotes([{ name: 'markets', entry: stableEntry }], { force: true });
    expect(instance.registerRemotes).toHaveBeenLastCalledWith([{ name: 'markets', entry: canaryEntry }], {
      force: true,
    });
  });

  it('treats a remote whose releases were unusable as not configured, registering nothing for it', async () => {
    const { runtime, instance } = setup();
    instance.registerRemotes.mockClear();
    runtime.registerRemotes([{ name: 'earn', entry: 'http://localhost:3006/mf-manifest.json' }]);
    expect(instance.registerRemotes).not.toHaveBeenCalled();
    await expect(runtime.loadRemote('earn/LockPage')).rejects.toMatchObject({ reason: 'not-configured' });
  });

  it('tries a new canary version again after falling back from another', () => {
    window.sessionStorage.setItem(fallbackStorageKey, JSON.stringify(['markets@1.0.9-cccccccccc']));
    expect(setup().registered.get('markets')).toBe(canaryEntry);
  });
});
