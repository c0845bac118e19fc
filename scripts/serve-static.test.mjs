// `node --test scripts/` (root `pnpm test:scripts`): the static server and proxy of `pnpm start`,
// the e2e stack and the docker images.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { createStaticServer } from './serve-static.mjs';
import { answerOf, hostAnswers, makeSite, releaseId, remoteAnswers } from './serve-static.fixture.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => server.close(() => resolve()));

let dir;
let api;
let apiPort;
let seen = [];
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script>theme()</script><script defer src="/main.js"></script></head><body>home</body></html>',
  );
  writeFileSync(path.join(dir, 'main.js'), 'main()');
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ markets: { entry: 'http://localhost:3001/mf-manifest.json' }, bad: { entry: 'nope' } }),
  );
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

describe('security headers', () => {
  it('give every page a strict CSP: remotes from remotes.json, inline scripts by hash, never framed', async () => {
    await withHost({}, async (base) => {
      for (const url of ['/', '/spa/route']) {
        const answer = await fetch(base + url);
        const csp = answer.headers.get('content-security-policy') ?? '';
        const hash = createHash('sha256').update('theme()').digest('base64');
        assert.match(
          csp,
          new RegExp(
            `script-src 'self' http://localhost:3001 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`,
          ),
        );
        assert.match(csp, /frame-ancestors 'none'/);
        assert.match(csp, /connect-src 'self' http:\/\/localhost:3001(;|$)/);
        assert.match(csp, /object-src 'none'/);
        assert.doesNotMatch(csp, /unsafe-eval/);
        assert.equal(answer.headers.get('x-frame-options'), 'DENY');
        assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      }
    });
  });

  it('send nosniff, DENY and the referrer policy on scripts and 404s too, without a CSP', async () => {
    await withHost({}, async (base) => {
      for (const url of ['/main.js', '/missing.js']) {
        const answer = await fetch(base + url);
        assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(answer.headers.get('x-frame-options'), 'DENY');
        assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
        assert.equal(answer.headers.get('content-security-policy'), null);
      }
    });
  });

  it('reads the remotes of --remotes-json and adds --connect-src', async () => {
    const file = path.join(dir, 'ops-remotes.json');
    writeFileSync(file, JSON.stringify({ spot: { entry: 'https://spot.example.com/mf-manifest.json' } }));
    await withHost({ remotesJson: file, connectSrc: 'ws://localhost:4000' }, async (base) => {
      const csp = (await fetch(base)).headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self' https:\/\/spot\.example\.com /);
      assert.match(csp, /connect-src 'self' https:\/\/spot\.example\.com ws:\/\/localhost:4000(;|$)/);
    });
  });
});

describe('the /operator proxy', () => {
  it('sends /operator/ calls to the API like /api/, with the forwarded address', async () => {
    seen = [];
    await withHost({ proxy: `http://127.0.0.1:${apiPort}` }, async (base) => {
      const answer = await fetch(`${base}/operator/releases`, { headers: { 'x-operator-token': 't' } });
      assert.equal(await answer.text(), '{"type":"ok","message":null}');
    });
    assert.equal(seen.length, 1);
    assert.equal(seen[0]['x-operator-token'], 't');
    assert.equal(seen[0]['x-forwarded-for'], '127.0.0.1');
  });
});

describe('remotes.json', () => {
  it('allows in the CSP the origins of every stable and canary entry, not the $ settings', async () => {
    const file = path.join(dir, 'canary-remotes.json');
    writeFileSync(
      file,
      JSON.stringify({
        $environment: 'https://settings.example.com/not-a-remote',
        spot: {
          entry: 'https://spot.example.com/releases/1.4.0-ab12cd34ef/mf-manifest.json',
          canary: {
            entry: 'https://canary.example.com/releases/1.5.0-0f9e8d7c6b/mf-manifest.json',
            percent: 10,
          },
        },
      }),
    );
    await withHost({ remotesJson: file }, async (base) => {
      const csp = (await fetch(base)).headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self' https:\/\/spot\.example\.com https:\/\/canary\.example\.com /);
      assert.match(
        csp,
        /connect-src 'self' https:\/\/spot\.example\.com https:\/\/canary\.example\.com(;|$)/,
      );
      assert.doesNotMatch(csp, /settings\.example\.com/);
    });
  });

  it('serves --remotes-json as it is on disk at each request, never cached', async () => {
    const file = path.join(dir, 'edited-remotes.json');
    writeFileSync(file, JSON.stringify({ spot: { entry: 'http://localhost:3002/mf-manifest.json' } }));
    await withHost({ remotesJson: file }, async (base) => {
      assert.equal(
        (await (await fetch(`${base}/remotes.json`)).json()).spot.entry,
        'http://localhost:3002/mf-manifest.json',
      );
      writeFileSync(
        file,
        JSON.stringify({
          spot: { entry: 'http://localhost:3002/releases/1.0.0-0123456789/mf-manifest.json' },
        }),
      );
      const answer = await fetch(`${base}/remotes.json`);
      assert.equal(
        (await answer.json()).spot.entry,
        'http://localhost:3002/releases/1.0.0-0123456789/mf-manifest.json',
      );
      assert.equal(answer.headers.get('cache-control'), 'no-store');
    });
  });
});

describe('kept releases', () => {
  let releases;
  before(() => {
    releases = mkdtempSync(path.join(tmpdir(), 'serve-static-releases-'));
    const release = path.join(releases, '1.4.0-ab12cd34ef');
    mkdirSync(release);
    writeFileSync(path.join(release, 'mf-manifest.json'), '{"id":"spot"}');
    writeFileSync(path.join(release, 'remoteEntry.js'), 'entry()');
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"dist"}');
  });
  after(() => rmSync(releases, { recursive: true, force: true }));

  const withRemote = (fn) => withHost({ spa: false, cors: true, releases }, fn);

  it('serves /releases/<id>/ files from the releases folder, with CORS and a year of immutable cache', async () => {
    await withRemote(async (base) => {
      for (const [file, body] of [
        ['mf-manifest.json', '{"id":"spot"}'],
        ['remoteEntry.js', 'entry()'],
      ]) {
        const answer = await fetch(`${base}/releases/1.4.0-ab12cd34ef/${file}`);
        assert.equal(answer.status, 200);
        assert.equal(await answer.text(), body);
        assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.equal(answer.headers.get('access-control-allow-origin'), '*');
        assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      }
    });
  });

  it("keeps serving the remote's own dist at / (no-store), and 404s for unknown releases and escapes", async () => {
    await withRemote(async (base) => {
      const own = await fetch(`${base}/mf-manifest.json`);
      assert.equal(await own.text(), '{"id":"dist"}');
      assert.equal(own.headers.get('cache-control'), 'no-store');
      for (const url of [
        '/releases/9.9.9-0000000000/mf-manifest.json',
        '/releases/..%2f..%2fetc%2fpasswd',
        `/releases/..%2f..%2f${path.basename(dir)}%2fmain.js`,
      ]) {
        const answer = await fetch(base + url);
        assert.equal(answer.status, 404, url);
      }
    });
  });
});

describe('what each file is served with', () => {
  let site;
  before(() => {
    site = makeSite();
  });
  after(() => rmSync(site.root, { recursive: true, force: true }));

  const serve = async (options, fn) => {
    const server = createStaticServer(options);
    const port = await listen(server);
    try {
      return await fn(`http://127.0.0.1:${port}`);
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  };

  it('host: no-store for pages, entries and remotes.json, a year for hashed chunks, SPA fallback, plain 404s', async () => {
    await serve({ dir: site.html, spa: true, remotesJson: site.remotesJson }, async (base) => {
      for (const [url, status, cacheControl, contentType, hasPolicy] of hostAnswers) {
        const answer = await answerOf(base, url);
        assert.deepEqual(
          [answer.status, answer.cacheControl, answer.contentType, answer.csp !== null],
          [status, cacheControl, contentType, hasPolicy],
          url,
        );
        assert.equal(answer.nosniff, 'nosniff', url);
        assert.equal(answer.frame, 'DENY', url);
        assert.equal(answer.cors, null, url);
        if (contentType === 'text/html') assert.match(answer.body, /home/);
      }
    });
  });

  it('remote: CORS on every answer, its kept releases immutable, no SPA fallback', async () => {
    await serve({ dir: site.html, cors: true, releases: site.releases }, async (base) => {
      for (const [url, status, cacheControl, contentType, hasPolicy] of remoteAnswers) {
        const answer = await answerOf(base, url);
        assert.deepEqual(
          [answer.status, answer.cacheControl, answer.contentType, answer.csp !== null],
          [status, cacheControl, contentType, hasPolicy],
          url,
        );
        assert.equal(answer.cors, '*', url);
        assert.equal(answer.nosniff, 'nosniff', url);
      }
      assert.equal((await answerOf(base, `/releases/${releaseId}/remoteEntry.js`)).body, 'releasedEntry()');
    });
  });

  it('compresses text answers for a client that takes gzip', async () => {
    await serve({ dir: site.html, spa: true }, async (base) => {
      const answer = await answerOf(base, '/main.0123abcd.js');
      assert.equal(answer.encoding, 'gzip');
      assert.equal(answer.body, 'main()');
    });
  });
});
