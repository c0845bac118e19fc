// Configuration (config.ts reads it), kept out of cluster/ so that config.ts imports no folder that
// imports config.ts back (DESIGN.md: no cycles between folders).
import { normalizeSymbol } from './pair-symbol';

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

/** An error of ENGINE_PARTITIONS (the process must not start). */
export function mapError(message: string): Error {
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
