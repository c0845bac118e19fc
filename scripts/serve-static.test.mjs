// `node --test scripts/` (root `pnpm test:scripts`): the static server and proxy of `pnpm start`,
// the e2e stack and the docker images.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from './serve-static.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => server.close(() => resolve()));

let dir;
let api;
let apiPort;
let seen = [];
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body>home</body></html>');
  api = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"type":"ok","message":null}');
  });
  api.on('upgrade', (req, socket) => {
    seen.push(req.headers);
    socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  });
  apiPort = await listen(api);
});
after(async () => {
  await close(api);
  rmSync(dir, { recursive: true, force: true });
});

async function withHost(options, fn) {
  const server = createStaticServer({ dir, spa: true, ...options });
  const port = await listen(server);
  try {
    return await fn(`http://127.0.0.1:${port}`, port);
  } finally {
    server.closeAllConnections();
    await close(server);
  }
}

describe('the /api proxy', () => {
  it('appends the connecting address to X-Forwarded-For, after anything the client wrote', async () => {
    seen = [];
    await withHost({ proxy: `http://127.0.0.1:${apiPort}` }, async (base) => {
      await fetch(`${base}/api/env.json`);
      await fetch(`${base}/api/env.json`, { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    });
    assert.equal(seen[0]['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen[1]['x-forwarded-for'], '6.6.6.6, 127.0.0.1');
  });

  it('does the same for websocket upgrades', async () => {
    seen = [];
    await withHost({ proxy: `http://127.0.0.1:${apiPort}` }, async (_base, port) => {
      await new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(
            'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n' +
              'Upgrade: websocket\r\nX-Forwarded-For: 6.6.6.6\r\n\r\n',
          ),
        );
        socket.on('data', () => socket.end());
        socket.on('close', resolve);
      });
    });
    assert.equal(seen[0]['x-forwarded-for'], '6.6.6.6, 127.0.0.1');
  });
});
