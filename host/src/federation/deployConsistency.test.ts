import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { remoteNames } from '@exchange/sdk';
import { parseRemotesConfig } from './remotesConfig';

// docker-compose cannot run on this machine (no Docker engine), so this keeps ops' topology honest:
// every remote that exists in the repo is a compose service on its own origin, the host's remotes.json
// for compose points at exactly those origins, and the host is told to serve that file.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

interface ComposeService {
  build?: { args?: Record<string, string>; target?: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}
// `merge`: the server services share their environment through a YAML merge key (`<<: *server-env`).
const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: Array<{ subnet?: string }> } }>;
};

const builtRemotes = readdirSync(path.join(repoRoot, 'remotes')).filter((dir) =>
  existsSync(path.join(repoRoot, 'remotes', dir, 'webpack.config.mjs')),
);

describe('docker-compose topology', () => {
  const composeRemotes = parseRemotesConfig(readJson('deploy/remotes.compose.json'));
  const localRemotes = parseRemotesConfig(readJson('host/public/remotes.json'));

  it('knows only remotes of the remote contract, and every remote in the repo', () => {
    expect(builtRemotes.length).toBeGreaterThan(0);
    for (const remote of builtRemotes) expect(remoteNames).toContain(remote);
    expect(Object.keys(composeRemotes.config).sort()).toEqual([...builtRemotes].sort());
    expect(Object.keys(localRemotes.config).sort()).toEqual([...builtRemotes].sort());
    expect(composeRemotes.problems).toEqual([]);
  });

  it.each(builtRemotes)('runs %s as its own service on the origin remotes.compose.json names', (remote) => {
    const service = compose.services[remote];
    expect(service).toBeDefined();
    expect(service?.build?.args?.APP).toBe(`remotes/${remote}`);
    const entry = new URL(composeRemotes.config[remote as keyof typeof composeRemotes.config]!.entry);
    expect(entry.pathname).toBe('/mf-manifest.json');
    expect(service?.environment?.PORT).toBe(entry.port);
    expect(service?.ports).toContain(`${entry.port}:${entry.port}`);
    expect(service?.environment?.EXCHANGE_APP).toBe('remote'); // nginx with CORS (deploy/nginx/)
  });

  it('gives every remote a distinct origin', () => {
    const origins = Object.values(composeRemotes.config).map((remote) => new URL(remote!.entry).origin);
    expect(new Set(origins).size).toBe(origins.length);
  });

  it('serves the host with the compose remotes.json supplied by the environment and the API proxied', () => {
    const host = compose.services.host;
    expect(host?.build?.args?.APP).toBe('host');
    expect(host?.volumes).toContain('./deploy:/config:ro');
    expect(host?.environment?.REMOTES_JSON).toBe('/config/remotes.compose.json');
    expect(host?.environment?.API_UPSTREAM).toBe('lb:4000');
  });

  // Field reports carry the file's `$environment`; the operator page shows the stats of the environments the
  // server is given by name. A file without the name the server knows shows no stats at all.
  it('names each environment file as the server that shows and changes it does', () => {
    const named = (file: string) => (readJson(file) as { $environment?: string }).$environment;
    const engine = compose.services['engine-rest'];
    expect(engine?.environment?.RELEASE_ENVIRONMENTS).toBe(
      `${named('deploy/remotes.compose.json')}=/config/remotes.compose.json`,
    );
    expect(engine?.volumes).toContain('./deploy:/config');
    const start = readFileSync(path.join(repoRoot, 'scripts', 'start.mjs'), 'utf8');
    expect(start).toContain(
      `RELEASE_ENVIRONMENTS ?? \`${named('host/public/remotes.json')}=\${remotesJson}\``,
    );
  });

  it('runs the scaled topology: two engine partitions and two API nodes on Postgres and Redis', () => {
    const names = ['engine-rest', 'engine-majors', 'api-1', 'api-2'];
    const roles = names.map((name) => compose.services[name]?.environment);
    expect(roles.map((env) => env?.SERVER_ROLE)).toEqual(['engine', 'engine', 'api', 'api']);
    expect(roles.slice(0, 2).map((env) => env?.ENGINE_PARTITION)).toEqual(['rest', 'majors']);
    expect(new Set(roles.map((env) => env?.ENGINE_PARTITIONS)).size).toBe(1);
    for (const env of roles) {
      expect(env?.DATABASE_URL).toContain('@postgres:5432/');
      expect(env?.REDIS_URL).toBe('redis://redis:6379');
      expect(env?.HOST).toBe('0.0.0.0');
    }
    expect(new Set(roles.map((env) => env?.NODE_ID)).size).toBe(4);
    expect(compose.services.lb?.volumes).toContain(
      './deploy/nginx-api.conf:/etc/nginx/conf.d/default.conf:ro',
    );
  });

  it('lets the API servers believe X-Forwarded-For only from loopback and the two proxies, at fixed addresses', () => {
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '';
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.0\/24$/);
    const fixed = (name: string) => compose.services[name]?.networks?.default?.ipv4_address ?? '';
    const proxies = [fixed('lb'), fixed('host')];
    for (const address of proxies) expect(address.startsWith(subnet.replace(/0\/24$/, ''))).toBe(true);
    expect(new Set(proxies).size).toBe(2);
    // The host proxies /api to the load balancer, which is the only way to the API nodes.
    expect(compose.services.host?.environment?.API_UPSTREAM).toBe('lb:4000');
    const servers = Object.entries(compose.services).filter(
      ([, service]) => service.build?.target === 'server',
    );
    expect(servers.map(([name]) => name)).toEqual(expect.arrayContaining(['api-1', 'api-2']));
    for (const [, service] of servers) {
      const trusted = (service.environment?.TRUST_PROXY ?? '').split(',').map((part) => part.trim());
      expect(trusted.sort()).toEqual(['loopback', ...proxies].sort());
    }
  });
});
