import type { AlertDirection } from '@exchange/protocol';
import type { Scale } from '../../money';

/** A waiting alert as an engine watches it: the level in the pair's price ticks. */
export interface ArmedAlert {
  id: number;
  pairId: number;
  direction: AlertDirection;
  /** `above`: fires on a trade at this many ticks or more; `below`: at this many or fewer. */
  ticks: number;
}

/**
 * The tick level at which an alert's decimal price is reached: `above` P by a trade of at least
 * ceil(P / tick) ticks, `below` P by one of at most floor(P / tick) (P need not be on the tick grid).
 */
export function levelTicks(scale: Scale, direction: AlertDirection, price: string): number | undefined {
  const exact = scale.toUnits(price);
  if (exact !== undefined) return exact;
  const floor = scale.floorUnits(price);
  if (floor === undefined) return undefined;
  return direction === 'above' ? floor + 1 : floor;
}

/** Whether a price of `ticks` reaches the alert's level. */
export const reaches = (alert: Pick<ArmedAlert, 'direction' | 'ticks'>, ticks: number): boolean =>
  alert.direction === 'above' ? ticks >= alert.ticks : ticks <= alert.ticks;

interface PairAlerts {
  /** Nearest level first: ascending. */
  above: ArmedAlert[];
  /** Nearest level first: descending. */
  below: ArmedAlert[];
}

/**
 * The waiting alerts of the pairs an engine owns, by pair and side, each side sorted with the level
 * the price meets first at the front: a trade takes only the alerts it reaches, O(k) plus the
 * sorted insert of a new one.
 */
export class AlertBook {
  private readonly pairs = new Map<number, PairAlerts>();
  private readonly armed = new Map<number, ArmedAlert>();

  get size(): number {
    return this.armed.size;
  }

  arm(alert: ArmedAlert): void {
    if (this.armed.has(alert.id)) return;
    this.armed.set(alert.id, alert);
    let sides = this.pairs.get(alert.pairId);
    if (!sides) this.pairs.set(alert.pairId, (sides = { above: [], below: [] }));
    const side = sides[alert.direction];
    const before = (a: ArmedAlert) =>
      alert.direction === 'above' ? a.ticks > alert.ticks : a.ticks < alert.ticks;
    const at = side.findIndex(before);
    side.splice(at === -1 ? side.length : at, 0, alert);
  }

  disarm(id: number): void {
    const alert = this.armed.get(id);
    if (!alert) return;
    this.armed.delete(id);
    const side = this.pairs.get(alert.pairId)?.[alert.direction];
    const at = side?.indexOf(alert) ?? -1;
    if (side && at !== -1) side.splice(at, 1);
  }

  /**
   * Takes out the alerts of the pair that trades at these prices (ticks, in time order) reach,
   * each with the first price that reached it, in that order.
   */
  take(pairId: number, prices: readonly number[]): Array<{ alert: ArmedAlert; ticks: number }> {
    const sides = this.pairs.get(pairId);
    if (!sides) return [];
    const taken: Array<{ alert: ArmedAlert; ticks: number }> = [];
    for (const ticks of prices) {
      for (const side of [sides.above, sides.below]) {
        while (side.length > 0 && reaches(side[0]!, ticks)) {
          const alert = side.shift()!;
          this.armed.delete(alert.id);
          taken.push({ alert, ticks });
        }
      }
    }
    return taken;
  }
}
