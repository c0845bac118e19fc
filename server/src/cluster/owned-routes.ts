import { leverApi, marketApi, microApi, spotApi } from '@exchange/protocol';

/**
 * The calls that read or change an engine's memory (books, market makers, bars, the lever and micro
 * engines, the operator's clock and prices): in the `api` role they are forwarded to the engine owner
 * over Redis; every other call is served by the API node itself from Postgres.
 */
const ownedPaths = new Set<string>([
  spotApi.coinTrade.path,
  spotApi.coinCancelTrade.path,
  spotApi.transactionDel.path,
  ...Object.values(marketApi).map((endpoint) => endpoint.path),
  ...Object.values(leverApi).map((endpoint) => endpoint.path),
  ...Object.values(microApi).map((endpoint) => endpoint.path),
]);

/** Whole route prefixes owned by the engine: the exchange's live conversions, the operator's levers. */
const ownedPrefixes = ['/api/exchange/', '/operator/'];

export function engineOwns(routeUrl: string): boolean {
  return ownedPaths.has(routeUrl) || ownedPrefixes.some((prefix) => routeUrl.startsWith(prefix));
}
