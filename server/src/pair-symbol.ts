/**
 * "btc/usdt", "BTC-USDT", "btc_usdt" -> "BTC/USDT"; a bare "btcusdt" is resolved by the caller.
 * One rule for the pairs' directory (modules/market/pairs.ts) and the partition map of the
 * configuration (partition-map.ts), kept here so that configuration does not load a module.
 */
export function normalizeSymbol(text: string): string {
  return text.trim().toUpperCase().replace(/[-_]/g, '/');
}
