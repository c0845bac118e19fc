/**
 * Spec §9 display precisions, in one table. Every screen formats money through a key of this
 * table (or an explicit number of decimals where the spec says "some values 5/6/8").
 *
 * Rounding: balances and amounts round down so a screen never shows more than the user holds;
 * prices, changes and charts round half-up like the reference UI's toFixed.
 */
export type Rounding = 'down' | 'up' | 'half-up' | 'half-even';

export interface Precision {
  decimals: number;
  rounding: Rounding;
  /**
   * §9's longer precision ("some values 6 or 8") for a non-zero value that would otherwise read as all
   * zeros: a micro-cap coin at 0.00001799 shows as such, never as a live price of 0.0000.
   */
  longer?: number;
}

export const precisions = {
  /** Prices on boards, order books, tickers. */
  price: { decimals: 4, rounding: 'half-up', longer: 8 },
  /** 24h change in percent. */
  change: { decimals: 2, rounding: 'half-up' },
  /** Order and trade amounts. */
  amount: { decimals: 4, rounding: 'down' },
  /** Short amounts ("amounts 2"). */
  amountShort: { decimals: 2, rounding: 'down' },
  /** 24h volume. */
  volume: { decimals: 0, rounding: 'down' },
  /** Wallet balances. */
  wallet: { decimals: 8, rounding: 'down' },
  /** Contract wallet balances. */
  contractWallet: { decimals: 8, rounding: 'down' },
  /** Transfer amounts. */
  transfer: { decimals: 2, rounding: 'down' },
  /** Chart axis and tooltip values. */
  chart: { decimals: 6, rounding: 'half-up' },
  /** Fiat (CNY) equivalents. */
  fiat: { decimals: 2, rounding: 'half-up', longer: 6 },
} as const satisfies Record<string, Precision>;

export type PrecisionKey = keyof typeof precisions;

/** Spec §9: the hard-coded CNY rate used on home when the server gives none. */
export const HOME_CNY_RATE = '6.9641';
