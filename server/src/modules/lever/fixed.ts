import { toDecimal } from '../../money';

/*
 * The mark-to-market hot path in scaled integers: every figure as BigInt digits at 18 decimals (the
 * balances' numeric(36, 18)), read once from the decimal strings through src/money. Profits are exact
 * (price and lot decimals together stay within 18); the rules are those of risk.ts, which the tests
 * compare this against.
 */

export const SCALE = 18;
const ONE = 10n ** 18n;

/** A decimal string as digits at 18 decimals (it must have at most 18 fraction digits). */
export function fixed(text: string): bigint {
  const d = toDecimal(text);
  if (d.scale > SCALE) throw new Error(`more than ${SCALE} decimals: ${text}`);
  return d.digits * 10n ** BigInt(SCALE - d.scale);
}

/** (price - open) x number for a long, the reverse for a short; all at 18 decimals. */
export function fixedProfit(long: boolean, open: bigint, price: bigint, number: bigint): bigint {
  return ((long ? price - open : open - price) * number) / ONE;
}

/** equity x 100 < maintenance% x used margin (no margin used: never). */
export function fixedBelowMaintenance(equity: bigint, used: bigint, maintenance: bigint): boolean {
  return used > 0n && equity * 100n * ONE < maintenance * used;
}

/**
 * risk.ts liquidationTrigger in integers: where the pair's price must go (in ticks of `tick`, an
 * 18-decimal tick size) for the account to reach maintenance, given its net number on the pair.
 */
export function fixedLiquidationTrigger(
  net: bigint,
  equity: bigint,
  used: bigint,
  maintenance: bigint,
  price: bigint,
  tick: bigint,
): { dir: 'down' | 'up'; ticks: number } | undefined {
  if (net === 0n || used <= 0n) return undefined;
  const room = equity - (maintenance * used) / (100n * ONE);
  const threshold = price - (room * ONE) / net;
  if (net > 0n) {
    if (threshold <= 0n) return undefined;
    return { dir: 'down', ticks: Number(threshold / tick) };
  }
  if (threshold < 0n) return { dir: 'up', ticks: 0 };
  return { dir: 'up', ticks: Number(threshold / tick) + 1 };
}
