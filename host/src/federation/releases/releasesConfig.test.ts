import { environmentNamePattern, releaseIdPattern } from '@exchange/protocol';
import {
  environmentPattern,
  parseReleasesConfig as parseRemotesConfig,
  versionPattern,
} from './releasesConfig';

describe('the releases of remotes.json', () => {
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

  it('drops unknown names and bad entries without logging them again (the shell did)', () => {
    const { config, problems } = parseRemotesConfig({
      markets: { entry: 'ftp://example.com/x' },
      spot: {},
      earn: null,
      casino: { entry: 'http://localhost:9/mf-manifest.json' },
      wallets: { entry: 'http://localhost:3005/mf-manifest.json' },
    });
    expect(config).toEqual({ wallets: { entry: 'http://localhost:3005/mf-manifest.json' } });
    expect(problems).toEqual([]);
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
        canary: {
          entry: release('1.5.0-0f9e8d7c6b'),
          version: '1.5.0-0f9e8d7c6b',
          integrity: sri,
          percent: 10,
        },
      },
      markets: { entry: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(problems).toEqual([]);
    expect(environment).toBe('local');
    expect(config.spot).toEqual({
      entry: release('1.4.0-ab12cd34ef'),
      version: '1.4.0-ab12cd34ef',
      integrity: sri,
      canary: {
        entry: release('1.5.0-0f9e8d7c6b'),
        version: '1.5.0-0f9e8d7c6b',
        integrity: sri,
        percent: 10,
      },
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
    expect(config).toEqual({
      spot: { entry: release('a') },
      earn: { entry: release('c') },
      micro: { entry: release('d') },
    });
    expect(problems).toHaveLength(3);
  });

  it('treats only $environment as a setting', () => {
    const { config, environment, problems } = parseRemotesConfig({ $environment: 7, $other: 'x' });
    expect(config).toEqual({});
    expect(environment).toBe('default');
    expect(problems).toHaveLength(2);
  });

  it('accepts the labels the field reports’ server accepts (the protocol’s patterns)', () => {
    expect(versionPattern.source).toBe(releaseIdPattern.source);
    expect(environmentPattern.source).toBe(environmentNamePattern.source);
  });
});
