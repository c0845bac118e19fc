#!/usr/bin/env node
/**
 * Serves a built app folder for `pnpm start` and the e2e stack (docker-compose serves the same files
 * with the same headers from nginx: deploy/nginx/). Files go out through `send` (ETag, ranges,
 * conditional GET, path checks), gzip through `compression`, /api, /operator/ and /socket.io (websocket
 * upgrades too) through `http-proxy-3`; what is ours is which file a URL means and the headers below.
 *
 *   node scripts/serve-static.mjs --dir host/dist --port 3000 --spa --proxy http://localhost:4000 \
 *        [--remotes-json host/public/remotes.json]
 *   node scripts/serve-static.mjs --dir remotes/markets/dist --port 3001 --cors --releases releases/markets
 *
 * --spa            unknown paths without a file extension get index.html (the host's client-side routes)
 * --proxy <url>    /api, /operator/ and /socket.io go to the API server, so the page talks to its own
 *                  host (spec §7) and cookies/CORS stay simple
 * --remotes-json   serve /remotes.json from this file (ops supply it per environment; read on every
 *                  request, so an edit is seen on the next load)
 * --cors           Access-Control-Allow-Origin: * (remotes are loaded from the host's origin)
 * --releases <dir> serve /releases/<id>/... from <dir>/<id>/ (a remote's kept releases, `pnpm release`;
 *                  <repo>/releases/<remote> or $RELEASES_DIR/<remote>): immutable, cached for a year
 * --connect-src <origins>  more origins the pages may call (e.g. a socket on another port), space separated
 *
 * Security headers: every answer has X-Content-Type-Options nosniff, X-Frame-Options DENY and
 * Referrer-Policy strict-origin-when-cross-origin; HTML pages get a Content-Security-Policy (see
 * contentSecurityPolicy) whose remote origins come from the served remotes.json (stable and canary
 * entries) and whose inline scripts are allowed by their hashes.
 *
 * Caching: index.html, remotes.json, mf-manifest.json, remoteEntry.js and every other file without a
 * content hash are `no-store` (a new build or an edited remotes.json is seen on the next load);
 * content-hashed chunks and every file of a kept release are cached for a year.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import send from 'send';
import { releasesOfEntry } from './releases/environments.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
};
const hashedFile = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
export const immutable = 'public, max-age=31536000, immutable';

export function parseArgs(argv) {
  const options = { dir: '', port: Number(process.env.PORT ?? 0), spa: false, cors: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      i += 1;
      if (argv[i] === undefined) throw new Error(`${arg} needs a value`);
      return argv[i];
    };
    if (arg === '--dir') options.dir = path.resolve(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--cors') options.cors = true;
    else if (arg === '--proxy') options.proxy = value();
    else if (arg === '--remotes-json') options.remotesJson = path.resolve(value());
    else if (arg === '--connect-src') options.connectSrc = value();
    else if (arg === '--releases') options.releases = path.resolve(value());
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.dir) throw new Error('--dir is required');
  return options;
}

export function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (hashedFile.test(base) && !base.startsWith('remoteEntry')) return immutable;
  return 'no-store';
}

/** `/api`, `/api/...`, `/socket.io/...` and `/operator/...` (not `/operator`, a page path). */
const isProxied = (url) => /^\/(api|socket\.io)(\/|\?|$)|^\/operator\//.test(url);

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

const originOf = (entry) => {
  try {
    return [new URL(entry).origin];
  } catch {
    return [];
  }
};

/**
 * Origins of the releases a remotes.json names (`{ name: { entry, canary?: { entry } } }`: the stable
 * entry and the canary's of every remote; keys starting with `$` are settings, not remotes);
 * unreadable = none.
 */
export function remoteOrigins(remotesJsonFile) {
  try {
    const config = JSON.parse(readFileSync(remotesJsonFile, 'utf8'));
    const origins = Object.entries(config).flatMap(([name, remote]) =>
      name.startsWith('$') ? [] : releasesOfEntry(remote).flatMap((release) => originOf(release.entry)),
    );
    return [...new Set(origins)];
  } catch {
    return [];
  }
}

/** 'sha256-…' sources of the inline scripts (no src) of an HTML page. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The page policy: scripts only from this origin, the remotes and the page's own inline scripts (by
 * hash); styles also inline (styled-components injects <style> elements); pictures from here, the
 * remotes and data:/blob: (QR codes); calls to this origin (/api, the socket behind the proxy) and the
 * remotes (mf-manifest.json); never framed.
 */
export function contentSecurityPolicy({ html, remotes = [], connect = [] }) {
  const list = (...sources) => sources.flat().join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes, inlineScriptHashes(html))}`,
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', remotes)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", remotes, connect)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * X-Forwarded-For as the API server should see it: what came in, with the address of the peer that
 * connected to us appended. The server trusts only the last hop (us, on loopback: TRUST_PROXY), so an
 * address a client wrote itself stays to the left and is never taken as the client's.
 */
export function forwardedFor(req) {
  const incoming = req.headers['x-forwarded-for'];
  const previous = (Array.isArray(incoming) ? incoming.join(', ') : (incoming ?? '')).trim();
  const peer = req.socket.remoteAddress ?? '';
  return previous ? `${previous}, ${peer}` : peer;
}

/** The proxy to the API server; the forwarded headers are set on `req` before it is handed over. */
function apiProxy(proxy) {
  // Kept-alive connections to the API, as node's global agent did for the former hand-written proxy.
  const agent = new http.Agent({ keepAlive: true });
  const target = createProxyServer({ target: proxy, ws: true, agent });
  target.on('error', (_error, _req, resOrSocket) => {
    if (resOrSocket instanceof http.ServerResponse) {
      if (!resOrSocket.headersSent) resOrSocket.writeHead(502, { 'Content-Type': 'text/plain' });
      resOrSocket.end('API server unreachable');
    } else resOrSocket?.destroy?.();
  });
  const forward = (req) => {
    req.headers['x-forwarded-for'] = forwardedFor(req);
    req.headers['x-forwarded-host'] = req.headers.host ?? '';
  };
  return {
    web(req, res) {
      forward(req);
      target.web(req, res);
    },
    ws(req, socket, head) {
      forward(req);
      target.ws(req, socket, head);
    },
    close: () => {
      target.close();
      agent.destroy();
    },
  };
}

/**
 * Sends `urlPath` from `root` (send refuses paths that leave it, and dotfiles), with our headers. A
 * directory or a missing file calls `notFound` instead.
 */
function sendFrom(req, res, root, urlPath, { headers, cacheControl, policy, notFound }) {
  send(req, urlPath, { root, index: false, cacheControl: false, dotfiles: 'ignore' })
    .on('headers', (answer, file) => {
      const ext = path.extname(file).toLowerCase();
      const all = {
        ...headers,
        ...securityHeaders,
        'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl ?? cacheControlFor(file),
        ...(ext === '.html' && policy ? { 'Content-Security-Policy': policy(file) } : {}),
      };
      for (const [name, value] of Object.entries(all)) answer.setHeader(name, value);
    })
    .on('directory', () => notFound())
    .on('error', () => (res.headersSent ? res.destroy() : notFound()))
    .pipe(res);
}

/** @returns {http.Server} listening on `options.port` (0 = ephemeral; read server.address().port). */
export function createStaticServer(options) {
  const { dir, spa, cors, proxy, remotesJson, releases } = options;
  const api = proxy ? apiProxy(proxy) : undefined;
  const remotesFile = remotesJson ?? path.join(dir, 'remotes.json');
  const connect = (options.connectSrc ?? '').split(/\s+/).filter(Boolean);
  const policy = (htmlFile) =>
    contentSecurityPolicy({
      html: readFileSync(htmlFile, 'utf8'),
      remotes: remoteOrigins(remotesFile),
      connect,
    });
  const headers = cors ? corsHeaders : {};
  const gzip = compression({ threshold: 0 });

  function notFound(res) {
    res.writeHead(404, {
      ...headers,
      ...securityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end('Not found');
  }

  function serveFile(req, res, urlPath) {
    const fromDist = () =>
      sendFrom(req, res, dir, urlPath === '/' ? '/index.html' : urlPath, {
        headers,
        policy,
        notFound: spaFallback,
      });
    const spaFallback = () =>
      spa && path.posix.extname(urlPath) === ''
        ? sendFrom(req, res, dir, '/index.html', { headers, policy, notFound: () => notFound(res) })
        : notFound(res);
    if (remotesJson && urlPath === '/remotes.json') {
      const { dir: folder, base } = path.parse(remotesJson);
      return sendFrom(req, res, folder, `/${base}`, { headers, notFound: () => notFound(res) });
    }
    if (releases && urlPath.startsWith('/releases/'))
      return sendFrom(req, res, releases, urlPath.slice('/releases'.length), {
        headers,
        cacheControl: immutable,
        notFound: () => notFound(res),
      });
    return fromDist();
  }

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (api && isProxied(url)) return api.web(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    gzip(req, res, () => serveFile(req, res, url.split('?')[0] ?? '/'));
  });
  if (api) {
    server.on('upgrade', (req, socket, head) => {
      if (isProxied(req.url ?? '')) api.ws(req, socket, head);
      else socket.destroy();
    });
    server.on('close', () => api.close());
  }
  return server;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(options.dir))) {
    console.error(`serve-static: ${options.dir} does not exist (build the app first)`);
    process.exit(1);
  }
  const server = createStaticServer(options);
  server.listen(options.port, () => {
    const { port } = server.address();
    console.log(
      `serve-static: ${path.relative(process.cwd(), options.dir) || '.'} on http://localhost:${port}`,
    );
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
