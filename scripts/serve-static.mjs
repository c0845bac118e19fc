#!/usr/bin/env node
/**
 * Serves a built app folder (no dependencies: node's http only). Used by `pnpm start`, the e2e stack and
 * the docker images.
 *
 *   node scripts/serve-static.mjs --dir host/dist --port 3000 --spa --proxy http://localhost:4000 \
 *        [--remotes-json deploy/remotes.compose.json]
 *   node scripts/serve-static.mjs --dir remotes/markets/dist --port 3001 --cors
 *
 * --spa            unknown paths without a file extension get index.html (the host's client-side routes)
 * --proxy <url>    /api and /socket.io (websocket upgrades too) go to the API server, so the page talks
 *                  to its own host (spec §7) and cookies/CORS stay simple
 * --remotes-json   serve /remotes.json from this file (ops supply it per environment; read on every
 *                  request, so an edit is seen on the next load)
 * --cors           Access-Control-Allow-Origin: * (remotes are loaded from the host's origin)
 * --releases <dir> serve /releases/<id>/... from <dir>/<id>/ (a remote's kept releases, `pnpm release`;
 *                  <repo>/releases/<remote> or $RELEASES_DIR/<remote>): immutable, cached for a year
 * --connect-src <origins>  more origins the pages may call (e.g. a socket on another port), space separated
 *
 * Security headers: every answer has X-Content-Type-Options nosniff, X-Frame-Options DENY and
 * Referrer-Policy strict-origin-when-cross-origin; HTML pages get a Content-Security-Policy (see
 * contentSecurityPolicy) whose remote origins come from the served remotes.json and whose inline
 * scripts are allowed by their hashes.
 *
 * Caching: index.html, remotes.json, mf-manifest.json, remoteEntry.js and every other file without a
 * content hash are `no-store` (a new release or an edited remotes.json is seen on the next load);
 * content-hashed chunks are cached for a year.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const hashedFile = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const proxiedPrefixes = ['/api/', '/api?', '/socket.io/', '/socket.io?', '/operator/'];
const immutable = 'public, max-age=31536000, immutable';

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

const isProxied = (url) =>
  proxiedPrefixes.some(
    (prefix) => url.startsWith(prefix) || (prefix !== '/operator/' && url === prefix.slice(0, -1)),
  );

/** Resolves a URL path inside `dir`, or null when it escapes it or is not a file. */
function fileFor(dir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.resolve(dir, `.${path.posix.normalize(decoded)}`);
  if (candidate !== dir && !candidate.startsWith(dir + path.sep)) return null;
  try {
    const stats = statSync(candidate);
    if (stats.isFile()) return candidate;
    if (stats.isDirectory() && existsSync(path.join(candidate, 'index.html')))
      return path.join(candidate, 'index.html');
  } catch {
    /* not found */
  }
  return null;
}

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
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
      name.startsWith('$') || !remote || typeof remote !== 'object'
        ? []
        : [...originOf(remote.entry), ...originOf(remote.canary?.entry)],
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

const gzipCache = new Map();
function gzipped(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzipCache.set(key, body);
  }
  return body;
}

function sendFile(req, res, file, headers, policy, cacheControl = cacheControlFor(file)) {
  const ext = path.extname(file).toLowerCase();
  const common = {
    ...headers,
    ...securityHeaders,
    'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ...(ext === '.html' && policy ? { 'Content-Security-Policy': policy(file) } : {}),
  };
  if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const body = gzipped(file);
    res.writeHead(200, {
      ...common,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...common, 'Content-Length': statSync(file).size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
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

function proxyHttp(req, res, target) {
  const upstream = http.request(
    {
      hostname: target.hostname,
      port: target.port || 80,
      path: req.url,
      method: req.method,
      headers: {
        ...req.headers,
        'x-forwarded-for': forwardedFor(req),
        'x-forwarded-host': req.headers.host ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('API server unreachable');
  });
  req.pipe(upstream);
}

function proxyUpgrade(req, socket, head, target) {
  const upstream = net.connect(Number(target.port || 80), target.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i].toLowerCase() === 'x-forwarded-for') continue;
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}

/** @returns {http.Server} listening on `options.port` (0 = ephemeral; read server.address().port). */
export function createStaticServer(options) {
  const { dir, spa, cors, proxy, remotesJson, releases } = options;
  const target = proxy ? new URL(proxy) : undefined;
  const remotesFile = remotesJson ?? path.join(dir, 'remotes.json');
  const connect = (options.connectSrc ?? '').split(/\s+/).filter(Boolean);
  const policy = (htmlFile) =>
    contentSecurityPolicy({
      html: readFileSync(htmlFile, 'utf8'),
      remotes: remoteOrigins(remotesFile),
      connect,
    });
  const corsHeaders = cors
    ? {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      }
    : {};

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (target && isProxied(url)) return proxyHttp(req, res, target);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    const urlPath = url.split('?')[0] ?? '/';
    if (remotesJson && urlPath === '/remotes.json') return sendFile(req, res, remotesJson, corsHeaders);
    if (releases && urlPath.startsWith('/releases/')) {
      const kept = fileFor(releases, urlPath.slice('/releases'.length));
      if (kept) return sendFile(req, res, kept, corsHeaders, undefined, immutable);
    }
    const file = fileFor(dir, urlPath);
    if (file) return sendFile(req, res, file, corsHeaders, policy);
    const index = path.join(dir, 'index.html');
    if (spa && path.extname(urlPath) === '' && existsSync(index))
      return sendFile(req, res, index, corsHeaders, policy);
    res.writeHead(404, {
      ...corsHeaders,
      ...securityHeaders,
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-store',
    });
    res.end('Not found');
  });
  if (target) {
    server.on('upgrade', (req, socket, head) => {
      if (isProxied(req.url ?? '')) proxyUpgrade(req, socket, head, target);
      else socket.destroy();
    });
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
