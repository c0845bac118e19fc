import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, type BuiltServer } from '../app';
import { loadConfig } from '../config';
import type { ServerModule } from '../context';
import { serverRoot } from '../paths';
import { testConfig } from '../testing/test-config';
import { testStorage, type TestStorage } from '../testing/test-db';

// Issue 22 §5: docker-compose trusted every private address as a proxy (`loopback, uniquelocal`), so
// any container of the compose network, or a client behind Docker's port proxy, chose its own
// rate-limit address with X-Forwarded-For. The API nodes run here with docker-compose.yml's own
// TRUST_PROXY (Docker cannot run on this machine), and requests come from the addresses of that file.

const compose = readFileSync(join(serverRoot(), '..', 'docker-compose.yml'), 'utf8');

/** The ipv4_address docker-compose.yml fixes for `service`. */
function addressOf(service: string): string {
  const block = new RegExp(`^  ${service}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  const address = /ipv4_address: ([\d.]+)/.exec(block)?.[1];
  if (!address) throw new Error(`docker-compose.yml fixes no address for ${service}`);
  return address;
}

const trustProxy = [...compose.matchAll(/^\s+TRUST_PROXY: (.+)$/gm)].map((m) => m[1]!.trim());
const lb = addressOf('lb');
const host = addressOf('host');
const subnet = /subnet: ([\d.]+)\.0\/24/.exec(compose)?.[1];
/** Other addresses of the compose network: Docker's gateway (its port proxy) and other containers. */
const others = [`${subnet}.1`, `${subnet}.2`, `${subnet}.20`, `${subnet}.254`];

const echoIp: ServerModule = {
  name: 'echo-ip',
  register(app) {
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
  },
};

let storage: TestStorage;
let server: BuiltServer;
beforeAll(async () => {
  expect(new Set(trustProxy).size).toBe(1); // every server node of the file reads the same setting
  storage = testStorage();
  const { trustProxy: trusted } = loadConfig({ TRUST_PROXY: trustProxy[0] });
  server = await buildServer(testConfig(storage, { trustProxy: trusted }), {
    quiet: true,
    modules: [echoIp],
    market: { bots: false },
  });
});
afterAll(async () => {
  await server.close();
  await storage.cleanup();
});

async function ipSeen(remoteAddress: string, forwardedFor: string): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return (response.json() as { ip: string }).ip;
}

it('takes the client address the host and the load balancer forwarded', async () => {
  // client -> host (appends the client) -> lb (appends the host) -> API node
  expect(await ipSeen(lb, `203.0.113.5, ${host}`)).toBe('203.0.113.5');
  expect(await ipSeen(host, '203.0.113.6')).toBe('203.0.113.6');
});

it('keeps an address the client wrote itself to the left of what the proxies appended', async () => {
  expect(await ipSeen(lb, `10.9.9.9, ${others[2]}, 203.0.113.5, ${host}`)).toBe('203.0.113.5');
});

it.each(others)(
  'does not believe X-Forwarded-For sent from %s, another address of the network',
  async (peer) => {
    expect(await ipSeen(peer, '198.51.100.99')).toBe(peer);
    expect(await ipSeen(peer, `198.51.100.99, ${lb}`)).toBe(peer);
  },
);
