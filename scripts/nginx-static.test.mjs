// docker-compose serves the host and the remotes from nginx (deploy/nginx/, deploy/Dockerfile's static
// target); `pnpm start` and the e2e stack from scripts/serve-static.mjs. Docker cannot run here, so this
// renders the image's config with its own start script (deploy/nginx/exchange-static.sh) and runs
// Debian's nginx on it (.ci/run installs nginx-light) against the same built site as the Node server,
// expecting the same answers; and it checks that docker-compose.yml wires each service to it.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { composePortOf, hostPort, remotePorts } from './remotes.mjs';
import { createStaticServer } from './serve-static.mjs';
import {
  answerOf,
  echoThrough,
  hostAnswers,
  makeSite,
  releaseId,
  remoteAnswers,
  startFakeApi,
  upgradeThrough,
} from './serve-static.fixture.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const confDir = path.join(root, 'deploy', 'nginx');
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitForPort(port, child) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/**
 * Runs nginx as the image would for `app` ('host' | 'remote'): csp-template.mjs at build, then the
 * start script renders conf.d/default.conf, which a main config like the image's includes.
 */
async function startNginx(app, site, env = {}) {
  const prefix = mkdtempSync(path.join(site.root, `nginx-${app}-`));
  mkdirSync(path.join(prefix, 'conf.d'), { recursive: true });
  const siteDir = path.join(prefix, 'site');
  mkdirSync(siteDir);
  // The image's layout: html/, releases/ and csp.template under one folder.
  execFileSync('cp', ['-R', site.html, path.join(siteDir, 'html')]);
  execFileSync('cp', ['-R', site.releases, path.join(siteDir, 'releases')]);
  const csp = execFileSync(process.execPath, [
    path.join(confDir, 'csp-template.mjs'),
    path.join(siteDir, 'html', 'index.html'),
  ]);
  writeFileSync(path.join(siteDir, 'csp.template'), csp);
  const port = await freePort();
  execFileSync('sh', [path.join(confDir, 'exchange-static.sh')], {
    env: {
      PATH: process.env.PATH,
      EXCHANGE_APP: app,
      PORT: `127.0.0.1:${port}`,
      EXCHANGE_SITE: siteDir,
      EXCHANGE_CONF: confDir,
      EXCHANGE_OUT: path.join(prefix, 'conf.d', 'default.conf'),
      ...env,
    },
    stdio: 'pipe',
  });
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `error_log ${path.join(prefix, 'error.log')};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(prefix, 'conf.d')}/*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: 'pipe',
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  child.on('error', (error) => (errors += `${error.message} (apt-get install nginx-light)`));
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill();
    const log = path.join(prefix, 'error.log');
    throw new Error(`${error.message}: ${errors} ${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    conf: readFileSync(path.join(prefix, 'conf.d', 'default.conf'), 'utf8'),
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}

async function startNode(options) {
  const server = createStaticServer(options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let site;
let api;
before(async () => {
  site = makeSite();
  api = await startFakeApi();
});
after(async () => {
  await new Promise((resolve) => api.server.close(resolve));
  rmSync(site.root, { recursive: true, force: true });
});

describe('the host on nginx', () => {
  let nginx;
  let node;
  before(async () => {
    nginx = await startNginx('host', site, {
      API_UPSTREAM: `127.0.0.1:${api.port}`,
      REMOTES_JSON: site.remotesJson,
    });
    node = await startNode({
      dir: site.html,
      spa: true,
      proxy: `http://127.0.0.1:${api.port}`,
      remotesJson: site.remotesJson,
    });
  });
  after(async () => {
    await nginx?.stop();
    await node?.stop();
  });

  it('answers every file as the Node server does: caching, types, SPA fallback, CSP, security headers', async () => {
    for (const [url, status, cacheControl, contentType, hasPolicy] of hostAnswers) {
      const fromNginx = await answerOf(nginx.base, url);
      assert.deepEqual(fromNginx, await answerOf(node.base, url), url);
      assert.deepEqual(
        [fromNginx.status, fromNginx.cacheControl, fromNginx.contentType, fromNginx.csp !== null],
        [status, cacheControl, contentType, hasPolicy],
        url,
      );
    }
  });

  it("builds the page policy from the environment file's stable and canary origins", async () => {
    const { csp } = await answerOf(nginx.base, '/');
    assert.match(
      csp ?? '',
      /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/canary\.example\.com:8080 'sha256-/,
    );
    assert.match(csp ?? '', /frame-ancestors 'none'/);
    assert.doesNotMatch(csp ?? '', /nope|test/);
  });

  it('serves remotes.json from the mounted file as it is at each request', async () => {
    const before = await (await fetch(`${nginx.base}/remotes.json`)).json();
    assert.equal(before.$environment, 'test');
    const edited = { ...before, $environment: 'edited' };
    writeFileSync(site.remotesJson, JSON.stringify(edited));
    try {
      assert.deepEqual(await (await fetch(`${nginx.base}/remotes.json`)).json(), edited);
    } finally {
      writeFileSync(site.remotesJson, JSON.stringify(before));
    }
  });

  it('proxies /api, /operator/ and /socket.io (websocket too) with the client address appended', async () => {
    for (const server of [nginx, node]) {
      api.seen.length = 0;
      const call = await fetch(`${server.base}/api/env.json`, { headers: { 'X-Forwarded-For': '6.6.6.6' } });
      assert.equal(await call.text(), '{"type":"ok","message":null}');
      await fetch(`${server.base}/operator/releases`, { headers: { 'x-operator-token': 'secret' } });
      await fetch(`${server.base}/socket.io/?EIO=4&transport=polling`);
      await upgradeThrough(server.port, '7.7.7.7');
      assert.deepEqual(
        api.seen.map(({ url, headers }) => [url, headers['x-forwarded-for']]),
        [
          ['/api/env.json', '6.6.6.6, 127.0.0.1'],
          ['/operator/releases', '127.0.0.1'],
          ['/socket.io/?EIO=4&transport=polling', '127.0.0.1'],
          ['/socket.io/?EIO=4&transport=websocket', '7.7.7.7, 127.0.0.1'],
        ],
        server.base,
      );
      assert.equal(api.seen[1].headers['x-operator-token'], 'secret');
      assert.equal(api.seen[3].headers.upgrade, 'websocket');
    }
  });
});

describe('websockets through the host', () => {
  let nginx;
  let node;
  before(async () => {
    nginx = await startNginx('host', site, { API_UPSTREAM: `127.0.0.1:${api.port}` });
    node = await startNode({ dir: site.html, spa: true, proxy: `http://127.0.0.1:${api.port}` });
  });
  after(async () => {
    await nginx?.stop();
    await node?.stop();
  });

  it('stay open both ways after the upgrade (socket.io)', async () => {
    for (const server of [nginx, node]) {
      assert.equal(
        await echoThrough(server.port, 'ping over the socket'),
        'ping over the socket',
        server.base,
      );
    }
  });
});

describe('a remote on nginx', () => {
  let nginx;
  let node;
  before(async () => {
    nginx = await startNginx('remote', site);
    node = await startNode({ dir: site.html, cors: true, releases: site.releases });
  });
  after(async () => {
    await nginx?.stop();
    await node?.stop();
  });

  it('answers its build and its kept releases as the Node server does, with CORS', async () => {
    for (const [url, status, cacheControl, contentType, hasPolicy] of remoteAnswers) {
      const fromNginx = await answerOf(nginx.base, url);
      assert.deepEqual(fromNginx, await answerOf(node.base, url), url);
      assert.deepEqual(
        [fromNginx.status, fromNginx.cacheControl, fromNginx.contentType, fromNginx.csp !== null],
        [status, cacheControl, contentType, hasPolicy],
        url,
      );
      assert.equal(fromNginx.cors, '*', url);
    }
    assert.equal(
      (await answerOf(nginx.base, `/releases/${releaseId}/remoteEntry.js`)).body,
      'releasedEntry()',
    );
  });

  it('does not proxy the API', async () => {
    api.seen.length = 0;
    assert.equal((await fetch(`${nginx.base}/api/env.json`)).status, 404);
    assert.deepEqual(api.seen, []);
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const dockerfile = readFileSync(path.join(root, 'deploy', 'Dockerfile'), 'utf8');
  const serviceBlock = (name) =>
    new RegExp(`^  ${name}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  const apps = { host: hostPort, ...remotePorts };

  it("serves each app from the Dockerfile's nginx stage, the lb's image, on its own port", () => {
    const lbImage = /image: (\S+)/.exec(serviceBlock('lb'))?.[1];
    assert.match(dockerfile, new RegExp(`^FROM ${lbImage?.replace('.', '\\.')} AS static$`, 'm'));
    const composeRemotes = JSON.parse(
      readFileSync(path.join(root, 'deploy', 'remotes.compose.json'), 'utf8'),
    );
    for (const [name, port] of Object.entries(apps)) {
      const block = serviceBlock(name);
      const published = name === 'host' ? port : composePortOf(name);
      assert.match(block, /target: static,/, name);
      assert.match(
        block,
        new RegExp(`args: \\{ APP: ${name === 'host' ? 'host' : `remotes/${name}`} \\}`),
        name,
      );
      assert.match(block, new RegExp(`EXCHANGE_APP: ${name === 'host' ? 'host' : 'remote'}\\n`), name);
      assert.match(block, new RegExp(`PORT: '${published}'\\n`), name);
      assert.match(block, new RegExp(`ports: \\['${published}:${published}'\\]`), name);
      assert.doesNotMatch(block, /SERVE_ARGS/, name);
      if (name !== 'host') assert.equal(new URL(composeRemotes[name].entry).port, String(published), name);
    }
  });

  it('points the host at the load balancer and the environment file, at its trusted address', () => {
    const host = serviceBlock('host');
    const lbPort = /listen (\d+);/.exec(
      readFileSync(path.join(root, 'deploy', 'nginx-api.conf'), 'utf8'),
    )?.[1];
    assert.match(host, new RegExp(`API_UPSTREAM: lb:${lbPort}\\n`));
    assert.match(host, /ipv4_address: 172\.30\.0\.11/);
    const remotesJson = /REMOTES_JSON: (\S+)/.exec(host)?.[1] ?? '';
    const mount = /- \.\/deploy:(\S+):ro/.exec(host)?.[1];
    assert.equal(remotesJson, `${mount}/remotes.compose.json`);
  });

  it("puts the start script where the nginx image runs it and the app's releases beside its files", () => {
    assert.match(
      dockerfile,
      /COPY deploy\/nginx\/exchange-static\.sh \/docker-entrypoint\.d\/40-exchange-static\.sh/,
    );
    assert.match(dockerfile, /cp -R "\$\{RELEASES_DIR\}\/\$\{name\}\/\." \/srv\/site\/releases\//);
    assert.match(dockerfile, /csp-template\.mjs/);
  });
});
