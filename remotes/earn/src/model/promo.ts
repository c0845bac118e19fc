/**
 * Spec §9 "Static promo sample": the fixed values the `/lockDetail` promotion shows. They are an
 * example, not a product: the page says so on screen.
 */
export const promoSample = {
  /** Reference annual rate, percent. */
  annualRate: '3.65',
  termDays: 3,
  /** Most one user may lock. */
  userCap: '50000',
  minAmount: '1',
  maxAmount: '1000000',
  /** The whole offering. */
  total: '5000000',
  currency: 'USDT',
} as const;

const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

export interface PromoCycle {
  startsAt: number;
  endsAt: number;
  /** Share of the term gone, 0-100 (time, not money). */
  elapsedPercent: number;
}

/**
 * The sample term the promo counts down: back-to-back terms of `termDays` from midnight UTC+8
 * (spec §9 display zone), so the countdown and the progress bar always move and agree.
 */
export function promoCycle(nowMs: number, termDays: number = promoSample.termDays): PromoCycle {
  const termMs = termDays * DAY_MS;
  const startsAt = Math.floor((nowMs + UTC8_MS) / termMs) * termMs - UTC8_MS;
  const endsAt = startsAt + termMs;
  return { startsAt, endsAt, elapsedPercent: Math.floor(((nowMs - startsAt) / termMs) * 100) };
}
