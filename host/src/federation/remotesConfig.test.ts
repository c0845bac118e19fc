import { fetchRemotesConfig, parseRemotesConfig } from './remotesConfig';

describe('remotes.json', () => {
  it('keeps known remotes with a manifest URL', () => {
    const { config, problems } = parseRemotesConfig({
      markets: { entry: 'http://localhost:3001/mf-manifest.json' },
      spot: { entry: '/remotes/spot/mf-manifest.json' },
    });
    expect(config).toEqual({
      markets: { entry: 'http://localhost:3001/mf-manifest.json' },
      spot: { entry: '/remotes/spot/mf-manifest.json' },
    });
    expect(problems).toEqual([]);
  });

  it('drops unknown names and bad entries, and says why', () => {
    const { config, problems } = parseRemotesConfig({
      markets: { entry: 'ftp://example.com/x' },
      spot: {},
      casino: { entry: 'http://localhost:9/mf-manifest.json' },
      wallets: { entry: 'http://localhost:3005/mf-manifest.json' },
    });
    expect(config).toEqual({ wallets: { entry: 'http://localhost:3005/mf-manifest.json' } });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/casino/);
  });

  it('treats a non-object as no remotes', () => {
    expect(parseRemotesConfig([1, 2]).config).toEqual({});
    expect(parseRemotesConfig(null).problems).toHaveLength(1);
  });

  const sri = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
  const release = (id: string) => `http://localhost:3002/releases/${id}/mf-manifest.json`;

  it('reads version, integrity, canary and $environment', () => {
    const { config, environment, problems } = parseRemotesConfig({
      $environment: 'local',
      spot: {
        entry: release('1.4.0-ab12cd34ef'),
        version: '1.4.0-ab12cd34ef',
        integrity: sri,
        canary: { entry: release('1.5.0-0f9e8d7c6b'), version: '1.5.0-0f9e8d7c6b', integrity: sri, percent: 10 },
      },
      markets: { entry: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(problems).toEqual([]);
    expect(environment).toBe('local');
    expect(config.spot).toEqual({
      entry: release('1.4.0-ab12cd34ef'),
      version: '1.4.0-ab12cd34ef',
      integrity: sri,
      canary: { entry: release('1.5.0-0f9e8d7c6b'), version: '1.5.0-0f9e8d7c6b', integrity: sri, percent: 10 },
    });
    expect(config.markets).toEqual({ entry: 'http://localhost:3001/mf-manifest.json' });
  });

  it('drops a remote whose version or integrity is bad, and only that remote', () => {
    const { config, environment, problems } = parseRemotesConfig({
      spot: { entry: release('a'), integrity: 'md5-xyz' },
      earn: { entry: release('b'), version: 'has spaces' },
      markets: { entry: release('c'), integrity: sri },
    });
    expect(Object.keys(config)).toEqual(['markets']);
    expect(environment).toBe('default');
    expect(problems.join('\n')).toMatch(/spot.*integrity/);
    expect(problems.join('\n')).toMatch(/earn.*version/);
  });

  it('ignores a bad canary but keeps the stable release', () => {
    const { config, problems } = parseRemotesConfig({
      spot: { entry: release('a'), canary: { entry: release('b'), percent: 150 } },
      earn: { entry: release('c'), canary: { percent: 5 } },
      micro: { entry: release('d'), canary: { entry: release('e'), percent: 2.5 } },
    });
    expect(config).toEqual({ spot: { entry: release('a') }, earn: { entry: release('c') }, micro: { entry: release('d') } });
    expect(problems).toHaveLength(3);
  });

  it('treats only $environment as a setting', () => {
    const { config, environment, problems } = parseRemotesConfig({ $environment: 7, $other: 'x' });
    expect(config).toEqual({});
    expect(environment).toBe('default');
    expect(problems).toHaveLength(2);
  });

  it('is fetched bypassing every cache', async () => {
    const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
    const fetchImpl = jest.fn(async () => answer(200, { markets: { entry: 'http://m/mf-manifest.json' } }));
    const result = await fetchRemotesConfig('/remotes.json', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(result.config.markets?.entry).toBe('http://m/mf-manifest.json');
  });

  it('means "no remotes" when the file is missing or the network fails, never a crash', async () => {
    const missing = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }));
    expect((await fetchRemotesConfig('/remotes.json', missing as unknown as typeof fetch)).config).toEqual(
      {},
    );
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await fetchRemotesConfig('/remotes.json', down as unknown as typeof fetch);
    expect(result.config).toEqual({});
    expect(result.problems[0]).toMatch(/could not be read/);
  });
});
