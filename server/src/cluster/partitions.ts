import type { Pair } from '../modules/market';
import { mapError, type PartitionMap } from '../partition-map';

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
