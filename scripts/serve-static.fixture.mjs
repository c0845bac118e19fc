// A built site for the tests of the two static servers: scripts/serve-static.mjs (`pnpm start`, e2e)
// and deploy/nginx/ (docker-compose). serve-static.test.mjs pins what it answers; nginx-static.test.mjs
// asks nginx the same and expects the same answers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const releaseId = '1.4.0-ab12cd34ef';
export const inlineScript = 'theme()';

/**
 * `<root>/html` (a build: page, hashed chunk, entry, manifest, picture), `<root>/releases/<id>/` (one
 * kept release) and `<root>/remotes.json` (an environment file with a canary and a `$` setting).
 */
export function makeSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const html = path.join(root, 'html');
  const release = path.join(root, 'releases', releaseId);
  mkdirSync(path.join(html, 'assets'), { recursive: true });
  mkdirSync(release, { recursive: true });
  const files = {
    [path.join(html, 'index.html')]:
      `<!doctype html><html><head><script>${inlineScript}</script>` +
      '<script defer src="/main.0123abcd.js"></script></head><body>home</body></html>',
    [path.join(html, 'main.0123abcd.js')]: 'main()',
    [path.join(html, 'assets', 'page-89abcdef01.css')]: 'body{margin:0}',
    [path.join(html, 'remoteEntry.js')]: 'entry()',
    [path.join(html, 'mf-manifest.json')]: '{"id":"dist"}',
    [path.join(html, 'logo.png')]: 'not really a png',
    [path.join(release, 'mf-manifest.json')]: '{"id":"release"}',
    [path.join(release, 'remoteEntry.js')]: 'releasedEntry()',
    [path.join(root, 'remotes.json')]: JSON.stringify({
      $environment: 'test',
      markets: { entry: 'http://localhost:3001/mf-manifest.json' },
      spot: {
        entry: `http://localhost:3002/releases/${releaseId}/mf-manifest.json`,
        version: releaseId,
        canary: { entry: 'http://canary.example.com:8080/mf-manifest.json', percent: 10 },
      },
      bad: { entry: 'nope' },
    }),
  };
  for (const [file, body] of Object.entries(files)) writeFileSync(file, body);
  return {
    root,
    html,
    releases: path.join(root, 'releases'),
    remotesJson: path.join(root, 'remotes.json'),
  };
}

const year = 'public, max-age=31536000, immutable';

/** What the host answers (both servers): [url, status, cache-control, content-type, has a CSP]. */
export const hostAnswers = [
  ['/', 200, 'no-store', 'text/html', true],
  ['/spa/route', 200, 'no-store', 'text/html', true],
  ['/assets/', 200, 'no-store', 'text/html', true],
  ['/main.0123abcd.js', 200, year, 'text/javascript', false],
  ['/assets/page-89abcdef01.css', 200, year, 'text/css', false],
  ['/remoteEntry.js', 200, 'no-store', 'text/javascript', false],
  ['/mf-manifest.json', 200, 'no-store', 'application/json', false],
  ['/remotes.json', 200, 'no-store', 'application/json', false],
  ['/logo.png', 200, 'no-store', 'image/png', false],
  ['/missing.js', 404, 'no-store', 'text/plain', false],
  ['/missing-0123456789.js', 404, 'no-store', 'text/plain', false],
  ['/missing.html', 404, 'no-store', 'text/plain', false],
];

/** What a remote answers (both servers): the same columns; every answer has CORS. */
export const remoteAnswers = [
  ['/', 200, 'no-store', 'text/html', true],
  ['/remoteEntry.js', 200, 'no-store', 'text/javascript', false],
  ['/mf-manifest.json', 200, 'no-store', 'application/json', false],
  ['/main.0123abcd.js', 200, year, 'text/javascript', false],
  [`/releases/${releaseId}/mf-manifest.json`, 200, year, 'application/json', false],
  [`/releases/${releaseId}/remoteEntry.js`, 200, year, 'text/javascript', false],
  ['/releases/9.9.9-0000000000/remoteEntry.js', 404, 'no-store', 'text/plain', false],
  [`/releases/${releaseId}/`, 404, 'no-store', 'text/plain', false],
  ['/spa/route', 404, 'no-store', 'text/plain', false],
  ['/missing.js', 404, 'no-store', 'text/plain', false],
];

/** The headers both servers must agree on, as [name, value] (content-type without its parameters). */
export async function answerOf(base, url, headers = {}) {
  const answer = await fetch(base + url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const pick = (name) => answer.headers.get(name);
  return {
    status: answer.status,
    body: await answer.text(),
    contentType: (pick('content-type') ?? '').split(';')[0],
    cacheControl: pick('cache-control'),
    csp: pick('content-security-policy'),
    nosniff: pick('x-content-type-options'),
    frame: pick('x-frame-options'),
    referrer: pick('referrer-policy'),
    cors: pick('access-control-allow-origin'),
    encoding: pick('content-encoding'),
  };
}

/** An API server that records each request's path and headers (HTTP and websocket upgrades). */
export async function startFakeApi() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"type":"ok","message":null}');
  });
  server.on('upgrade', (req, socket) => {
    seen.push({ url: req.url, headers: req.headers });
    if (!req.url?.includes('echo')) return socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    // A websocket stand-in: switches protocols, then sends back what it gets.
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk) => socket.write(chunk));
    socket.on('end', () => socket.end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, port: server.address().port };
}

/** Asks `port` for a socket.io websocket upgrade, as a client behind `forwardedFor` would. */
export function upgradeThrough(port, forwardedFor) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n' +
          `Upgrade: websocket\r\nX-Forwarded-For: ${forwardedFor}\r\n\r\n`,
      ),
    );
    socket.on('data', () => socket.end());
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}

/** Opens an upgraded connection through `port` and sends `message`: what comes back after the 101. */
export function echoThrough(port, message) {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket&echo=1 HTTP/1.1\r\nHost: x\r\n' +
          'Connection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      ),
    );
    socket.on('data', (chunk) => {
      received += chunk;
      const [head, body] = received.split('\r\n\r\n');
      if (body === undefined) return;
      if (!head.startsWith('HTTP/1.1 101')) return socket.destroy(new Error(head));
      if (body === '') socket.write(message);
      else if (body.length >= message.length) {
        socket.destroy();
        resolve(body);
      }
    });
    socket.on('error', reject);
  });
}
