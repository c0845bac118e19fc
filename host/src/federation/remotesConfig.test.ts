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

  it('leaves $-settings and release fields to the releases (read with the federation runtime)', () => {
    const file = {
      $environment: 'local',
      spot: { entry: 'http://localhost:3002/releases/1.0.0-a/mf-manifest.json', version: '1.0.0-a' },
    };
    const { config, problems, raw } = parseRemotesConfig(file);
    expect(config).toEqual({ spot: { entry: 'http://localhost:3002/releases/1.0.0-a/mf-manifest.json' } });
    expect(problems).toEqual([]);
    expect(raw).toBe(file);
  });

  it('treats a non-object as no remotes', () => {
    expect(parseRemotesConfig([1, 2]).config).toEqual({});
    expect(parseRemotesConfig(null).problems).toHaveLength(1);
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
