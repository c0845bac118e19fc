/**
 * Seeded randomness for the simulator (deterministic runs and tests). Random draws are floats; every
 * price or amount produced from them is rounded to an integer number of ticks or lots.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
}

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal() {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
  };
}

/** A seed per pair derived from a base seed and the pair id. */
export const pairSeed = (base: number, pairId: number): number =>
  (base ^ Math.imul(pairId, 0x9e3779b1)) >>> 0;
