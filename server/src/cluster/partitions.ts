import type { Pair } from '../modules/market/pairs';
import { normalizeSymbol } from '../pair-symbol';

/**
 * ENGINE_PARTITIONS: which engine partition owns which spot pairs, e.g.
 * `a=BTC/USDT,ETH/USDT;b=*` (`*`: every pair no other partition names). The partition holding `*`
 * (else the first listed) is the primary: it also runs lever, micro, quick exchange, the operator's
 * calls and every background job. Default `main=*`: one partition, every pair.
 */
export interface PartitionMap {
  partitions: Array<{ name: string; pairs: string[] | '*' }>;
  primary: string;
}

export const DEFAULT_PARTITIONS = 'main=*';
const NAME = /^[A-Za-z0-9_-]{1,32}$/;

function mapError(message: string): Error {
  return new Error(`ENGINE_PARTITIONS: ${message}`);
}

/** Parses and checks the map's syntax (names, duplicates, one `*`); pair names are checked at start. */
export function parsePartitionMap(text: string | undefined): PartitionMap {
  const source = text?.trim() || DEFAULT_PARTITIONS;
  const partitions: PartitionMap['partitions'] = [];
  const ownerOfPair = new Map<string, string>();
  for (const part of source.split(';').map((p) => p.trim())) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq).trim();
    if (eq < 0 || !NAME.test(name))
      throw mapError(`"${part}" is not name=PAIR,PAIR or name=* (names: letters, digits, - and _)`);
    if (partitions.some((p) => p.name === name)) throw mapError(`partition ${name} is listed twice`);
    const items = part
      .slice(eq + 1)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length === 0) throw mapError(`partition ${name} names no pair`);
    if (items.includes('*')) {
      if (items.length > 1) throw mapError(`partition ${name}: * stands alone (every other pair)`);
      const other = partitions.find((p) => p.pairs === '*');
      if (other) throw mapError(`* is in two partitions (${other.name} and ${name})`);
      partitions.push({ name, pairs: '*' });
      continue;
    }
    const pairs = items.map(normalizeSymbol);
    for (const pair of pairs) {
      const owner = ownerOfPair.get(pair);
      if (owner !== undefined)
        throw mapError(
          owner === name
            ? `${pair} is listed twice in ${name}`
            : `${pair} is in two partitions (${owner} and ${name})`,
        );
      ownerOfPair.set(pair, name);
    }
    partitions.push({ name, pairs });
  }
  if (partitions.length === 0) throw mapError('no partition');
  const primary = (partitions.find((p) => p.pairs === '*') ?? partitions[0]!).name;
  return { partitions, primary };
}

/**
 * The map resolved against the pairs table: the owner of every pair. Throws (the process must not
 * start) for a name that is no pair, and for a pair no partition owns when none holds `*`.
 */
export class PartitionRouter {
  private readonly owners = new Map<number, string>();
  readonly names: string[];
  readonly primary: string;

  constructor(map: PartitionMap, pairs: Pair[]) {
    this.names = map.partitions.map((p) => p.name);
    this.primary = map.primary;
    const byName = new Map(pairs.map((p) => [p.symbol, p]));
    const byCompact = new Map(pairs.map((p) => [p.symbol.replace('/', ''), p]));
    let rest: string | undefined;
    for (const partition of map.partitions) {
      if (partition.pairs === '*') {
        rest = partition.name;
        continue;
      }
      for (const text of partition.pairs) {
        const pair = byName.get(text) ?? byCompact.get(text);
        if (!pair) throw mapError(`partition ${partition.name}: ${text} is not a pair of this exchange`);
        if (this.owners.has(pair.id)) throw mapError(`${pair.symbol} is in two partitions`);
        this.owners.set(pair.id, partition.name);
      }
    }
    for (const pair of pairs) {
      if (this.owners.has(pair.id)) continue;
      if (rest === undefined)
        throw mapError(`${pair.symbol} is in no partition (name it, or give one partition *)`);
      this.owners.set(pair.id, rest);
    }
  }

  /** The partition owning a pair (unknown ids: the primary, which answers them as one process would). */
  ownerOf(pairId: number): string {
    return this.owners.get(pairId) ?? this.primary;
  }

  pairIdsOf(partition: string): number[] {
    return [...this.owners].filter(([, owner]) => owner === partition).map(([id]) => id);
  }
}
