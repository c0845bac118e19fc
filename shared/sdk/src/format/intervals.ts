/**
 * Spec §9 "Polling and refresh" and "Delays", in one place: every screen polls and waits by these
 * names, so a change of the spec is one edit.
 */
export const POLL_MS = {
  /** Market quotations (home board, pair lists, deal-centre ticker). */
  quotation: 5000,
  /** Spot open orders while logged in. */
  openOrders: 10_000,
  /** Spot positions while logged in. */
  positions: 10_000,
  /** Balances while logged in. */
  balances: 10_000,
  /** Lever (contract) positions. */
  leverPositions: 3000,
  /** The running micro order's countdown. */
  microCountdown: 200,
} as const;

export const DELAY_MS = {
  /** §8 redirects (996, 997, 555, 998, 999, HTTP 401) and other "after 1 s" moves. */
  redirect: 1000,
  /** §8 'not': the prompt to bind the trade password comes 1 s after the message. */
  bindTradePasswordPrompt: 1000,
  /** The micro order list reloads this long after the page loads. */
  microListReload: 1500,
  /** The new-order flag clears after this. */
  newOrderFlag: 30,
  /** Initial price fetches (the second one catches a price the first missed). */
  initialPriceFetches: [1000, 1500],
  /** Reload after a withdrawal. */
  withdrawalReload: 1500,
  /** A form's success line ("Order placed") clears after this, as a toast would (the list shows the rest). */
  successNotice: 3000,
} as const;
