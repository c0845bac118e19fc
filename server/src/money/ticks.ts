import { formatScaled, parseDecimal } from './text';

/**
 * The one place where decimal strings become integer ticks and lots and back. A pair has a price
 * tick (e.g. "0.01") and an amount step (e.g. "0.0001"); a price is `ticks * tick`, an amount is
 * `lots * step`. Exact: BigInt arithmetic on the decimal digits, never floats.
 */
const pow10 = (n: number): bigint => 10n ** BigInt(n);

export class Scale {
  private readonly unit: bigint;
  readonly decimals: number;

  /** @param increment the tick or step as a positive decimal string, e.g. "0.01" or "5". */
  constructor(increment: string) {
    const d = parseDecimal(increment);
    if (!d || d.digits === 0n) throw new Error(`invalid increment ${increment}`);
    this.unit = d.digits;
    this.decimals = d.scale;
  }

  /**
   * Integer count of increments in `text`, or undefined if `text` is not a non-negative decimal,
   * is not a whole multiple of the increment, or does not fit a safe integer.
   */
  toUnits(text: string): number | undefined {
    const d = parseDecimal(text);
    if (!d) return undefined;
    // Bring both to the same scale: value/increment = (digits*10^decimals) / (unit*10^scale).
    const numerator = d.digits * pow10(this.decimals);
    const denominator = this.unit * pow10(d.scale);
    if (numerator % denominator !== 0n) return undefined;
    const units = numerator / denominator;
    if (units > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
    return Number(units);
  }

  /** Like toUnits but rounds down to a whole increment (for generated prices and amounts). */
  floorUnits(text: string): number | undefined {
    const d = parseDecimal(text);
    if (!d) return undefined;
    const units = (d.digits * pow10(this.decimals)) / (this.unit * pow10(d.scale));
    if (units > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
    return Number(units);
  }

  fromUnits(units: number | bigint): string {
    return formatScaled(BigInt(units) * this.unit, this.decimals);
  }

  /** Exact value as digits / 10^decimals (for products such as price * amount). */
  scaled(units: number | bigint): { digits: bigint; scale: number } {
    return { digits: BigInt(units) * this.unit, scale: this.decimals };
  }
}

/** A pair's price and amount scales. */
export class PairScale {
  readonly price: Scale;
  readonly amount: Scale;

  constructor(priceTick: string, amountStep: string) {
    this.price = new Scale(priceTick);
    this.amount = new Scale(amountStep);
  }

  /** Exact quote amount (price * amount) of `lots` at `ticks`, as a decimal string. */
  notional(ticks: number, lots: number): string {
    const p = this.price.scaled(ticks);
    const a = this.amount.scaled(lots);
    return formatScaled(p.digits * a.digits, p.scale + a.scale);
  }

  /** Exact notional as digits at scale `price.decimals + amount.decimals` (for sums). */
  notionalDigits(ticks: number, lots: number): bigint {
    return this.price.scaled(ticks).digits * this.amount.scaled(lots).digits;
  }

  get notionalScale(): number {
    return this.price.decimals + this.amount.decimals;
  }
}
