/**
 * What the fan-out bench's parent (the server) and its client processes agree on: which topics
 * each client watches, the messages they exchange over IPC, and the clock they stamp arrivals with.
 */
import type { Topic } from '@exchange/protocol';

/**
 * Client classes: every subscribing client watches one pair's depth; some also the board, a pair's
 * trades or home's. One in 40 is a spec §7 client (`spec`): it only emits `login` and never
 * subscribes, so it gets every pair's market pushes.
 */
export type ClientClass = 'depth' | 'board' | 'trades' | 'latest' | 'spec';

export function clientClass(index: number): ClientClass {
  if (index % 40 === 13) return 'spec';
  if (index % 10 === 1) return 'board';
  if (index % 10 === 2) return 'trades';
  if (index % 20 === 3) return 'latest';
  return 'depth';
}

/** The pair of client `index` (round robin) and its topics (none for a spec client). */
export function clientTopics(index: number, pairs: readonly string[]): Topic[] {
  const pair = pairs[index % pairs.length]!;
  const kind = clientClass(index);
  if (kind === 'spec') return [];
  const topics: Topic[] = [{ channel: 'market_depth', pair }];
  if (kind === 'board') topics.push({ channel: 'board' });
  if (kind === 'trades') topics.push({ channel: 'trades', pair });
  if (kind === 'latest') topics.push({ channel: 'latest_trades' });
  return topics;
}

/** Epoch milliseconds with sub-millisecond resolution, comparable across processes on one machine. */
export const preciseNow = (): number => performance.timeOrigin + performance.now();

/** First and last arrival (precise ms) of one depth push and how many clients got it. */
export type Arrival = [first: number, last: number, count: number];

export interface PhaseStats {
  /** Events received, by event name. */
  events: Record<string, number>;
  /** Events received by clients of each class, and how many clients each class has. */
  byClass: Record<ClientClass, { events: number; depth: number; clients: number }>;
  /** Depth pushes by `symbol|seq`. */
  arrivals: Record<string, Arrival>;
  seconds: number;
  /** Clients still connected when the phase ended (a starved client misses the server's pings). */
  connected: number;
}

export type ToClient =
  | { type: 'connect'; url: string; from: number; to: number; pairs: string[] }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'close' };

export type FromClient =
  { type: 'connected'; clients: number; failed: number } | { type: 'stats'; stats: PhaseStats };
