import type { FastifyInstance } from 'fastify';

/**
 * Coin logos, generated: a coloured disc with the coin's initials. Served under /api because the
 * host (and every remote in development) proxies only /api and /socket.io to this server.
 */
export const LOGO_ROUTE = '/api/logos/:file';

/** The URL the currencies table seeds (migration 005) and quotation rows carry. */
export const logoUrl = (coin: string) => `/api/logos/${coin.toLowerCase()}.svg`;

const FILE = /^([a-z0-9]{1,10})\.svg$/i;
/** A day: logos change only with a release; a stale one is harmless. */
const MAX_AGE_SECONDS = 86_400;

/**
 * Mid-tone discs (readable white initials, visible on the light and the dark theme alike). The
 * hue comes from the name, so a coin keeps its colour everywhere.
 */
export function logoSvg(coin: string): string {
  const name = coin.toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const initials = name.slice(0, name.length > 3 ? 2 : 3);
  const fontSize = initials.length === 1 ? 30 : initials.length === 2 ? 24 : 18;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${name}">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 45% 42%)"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#fff" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700">${initials}</text></svg>`
  );
}

export function registerLogoRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(LOGO_ROUTE, async (request, reply) => {
    const coin = FILE.exec(request.params.file)?.[1];
    if (!coin) return reply.status(404).send({ type: 'error', message: 'request.notFound' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(logoSvg(coin));
  });
}
