/**
 * USDT value of one unit of each currency, used for usdt_price and usdt_totle. The default is the
 * seeded price of the currency's USDT pair; the market data module installs the live last price
 * with `setSource`.
 */
export interface UsdtPrices {
  /** Decimal string; '1' for USDT, '0' when unknown. */
  get(currencyId: number): string;
  setSource(source: (currencyId: number) => string | undefined): void;
  /** Seeds the fallback values (currency id -> price). */
  setFallback(prices: Map<number, string>): void;
}

export const USDT_ID = 1;

export function createUsdtPrices(): UsdtPrices {
  let source: (currencyId: number) => string | undefined = () => undefined;
  let fallback = new Map<number, string>();
  return {
    get(currencyId) {
      if (currencyId === USDT_ID) return '1';
      return source(currencyId) ?? fallback.get(currencyId) ?? '0';
    },
    setSource(next) {
      source = next;
    },
    setFallback(prices) {
      fallback = prices;
    },
  };
}
