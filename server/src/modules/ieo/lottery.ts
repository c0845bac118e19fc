import { compare, isPositive, percentUp, sub } from '../../money';

/**
 * The IEO draw, pure: the same seed and the same subscriptions give the same winners, so anyone
 * holding the recorded seed can replay a project's result.
 *
 * 1. The subscriptions, in order id order, are shuffled (Fisher-Yates) by sfc32 seeded from the
 *    project's 128-bit hex seed.
 * 2. The first ceil(n x win_rate / 100) of the shuffle win (win_rate is a percentage).
 * 3. Winners are allotted what they applied for, in shuffle order, while the supply lasts: the one
 *    who reaches the end of it gets the rest, those after it get nothing (and lose).
 */

export interface Subscription {
  id: number;
  /** Coins applied for (a positive decimal string). */
  amount: string;
}

export interface Allotment {
  id: number;
  /** Coins allotted: "0" for a loser. */
  coins: string;
  won: boolean;
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counter), 32-bit words, seeded by 4 words. */
export function sfc32(words: readonly [number, number, number, number]): () => number {
  let [a, b, c, d] = words.map((w) => w >>> 0) as [number, number, number, number];
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Discard the first outputs: sfc32's state mixes in a few rounds.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A 32-hex-digit seed (128 bits) as sfc32's four words. */
export function seedWords(seed: string): [number, number, number, number] {
  if (!/^[0-9a-f]{32}$/i.test(seed)) throw new Error(`lottery seed must be 32 hex digits: ${seed}`);
  const word = (i: number) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16);
  return [word(0), word(1), word(2), word(3)];
}

/** A uniform integer in [0, bound) without modulo bias. */
function below(random: () => number, bound: number): number {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  for (;;) {
    const value = random();
    if (value < limit) return value % bound;
  }
}

/** The subscriptions in the seed's order (a Fisher-Yates shuffle of them sorted by id). */
export function shuffled<T extends { id: number }>(seed: string, items: readonly T[]): T[] {
  const random = sfc32(seedWords(seed));
  const list = [...items].sort((x, y) => x.id - y.id);
  for (let i = list.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** How many of `count` subscriptions win at `winRate` percent: ceil(count x winRate / 100), at most count. */
export function winnerCount(count: number, winRate: string): number {
  const wins = Number(percentUp(String(count), winRate, 0));
  return Math.min(count, wins);
}

/** The draw (see the file comment). Answers one allotment per subscription, in id order. */
export function draw(
  seed: string,
  subscriptions: readonly Subscription[],
  winRate: string,
  supply: string,
): Allotment[] {
  const order = shuffled(seed, subscriptions);
  const wins = winnerCount(order.length, winRate);
  let left = supply;
  const result = order.map((s, index): Allotment => {
    if (index >= wins || !isPositive(left)) return { id: s.id, coins: '0', won: false };
    const coins = compare(s.amount, left) <= 0 ? s.amount : left;
    left = sub(left, coins);
    return { id: s.id, coins, won: true };
  });
  return result.sort((x, y) => x.id - y.id);
}
