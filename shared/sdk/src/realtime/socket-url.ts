/**
 * Where the socket lives (spec §7, DESIGN "Realtime"): the page's host name on env.json's
 * `socket_io_port`; the page's own origin when the port is the page's (behind the host's proxy).
 */
export function socketUrl(
  page: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>,
  port: number,
): string {
  const pagePort = page.port === '' ? (page.protocol === 'https:' ? 443 : 80) : Number(page.port);
  if (port === pagePort) return page.origin;
  const hostname = page.hostname.includes(':') ? `[${page.hostname}]` : page.hostname;
  return `${page.protocol}//${hostname}:${port}`;
}
