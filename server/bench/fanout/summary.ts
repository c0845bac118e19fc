import { percentile } from '../support';
import type { Arrival, PhaseStats } from './plan';

export interface PhaseSummary {
  eventsPerSocket: number;
  /** Events per second of a client that watches one pair's depth and nothing else. */
  depthOnlyEventsPerSocket: number;
  /**
   * Events a depth-only client receives per depth push it receives: 1 when it gets only what it
   * watches. Independent of how fast the market makers trade (the machine sets that).
   */
  depthOnlyEventsPerDepthPush: number;
  deliveriesPerSecond: number;
  /** Events per second of a spec client (never subscribed: every pair's pushes). */
  specEventsPerSocket: number;
  /** Events per second of a subscribing client (any class but spec). */
  subscriberEventsPerSocket: number;
  /** Depth pushes every subscriber of the pair received, and all seen. */
  depthPushes: number;
  depthPushesSeen: number;
  /** First-to-last arrival of one depth push over all its subscribers (ms). */
  spreadP50: number;
  spreadP99: number;
  spreadMax: number;
  /** Server emit to the last subscriber's arrival (ms). */
  emitToLastP99: number;
  serverCpuPct: number;
  connected: number;
  events: Record<string, number>;
}

/** Merges the client processes' figures of one phase. `subscribers`: depth subscribers per pair. */
export function summarize(
  stats: readonly PhaseStats[],
  subscribers: ReadonlyMap<string, number>,
  emitted: ReadonlyMap<string, number>,
): PhaseSummary {
  const seconds = Math.max(...stats.map((s) => s.seconds));
  const events: Record<string, number> = {};
  let total = 0;
  let clients = 0;
  let depthOnly = 0;
  let depthOnlyClients = 0;
  let depthOnlyDepth = 0;
  let specEvents = 0;
  let specClients = 0;
  const arrivals = new Map<string, Arrival>();
  for (const s of stats) {
    for (const [event, n] of Object.entries(s.events)) {
      events[event] = (events[event] ?? 0) + n;
      total += n;
    }
    for (const [kind, c] of Object.entries(s.byClass)) {
      clients += c.clients;
      if (kind === 'spec') {
        specEvents += c.events;
        specClients += c.clients;
      }
      if (kind === 'depth') {
        depthOnly += c.events;
        depthOnlyDepth += c.depth;
        depthOnlyClients += c.clients;
      }
    }
    for (const [key, [first, last, count]] of Object.entries(s.arrivals)) {
      const seen = arrivals.get(key);
      arrivals.set(
        key,
        seen ? [Math.min(seen[0], first), Math.max(seen[1], last), seen[2] + count] : [first, last, count],
      );
    }
  }
  const spreads: number[] = [];
  const emitToLast: number[] = [];
  for (const [key, [first, last, count]] of arrivals) {
    if (count !== subscribers.get(key.slice(0, key.lastIndexOf('|')))) continue;
    spreads.push(last - first);
    const sent = emitted.get(key);
    if (sent !== undefined) emitToLast.push(last - sent);
  }
  spreads.sort((a, b) => a - b);
  emitToLast.sort((a, b) => a - b);
  const at = (sorted: number[], q: number) => (sorted.length > 0 ? percentile(sorted, q) : Number.NaN);
  return {
    eventsPerSocket: total / clients / seconds,
    depthOnlyEventsPerSocket: depthOnly / depthOnlyClients / seconds,
    depthOnlyEventsPerDepthPush: depthOnly / depthOnlyDepth,
    deliveriesPerSecond: total / seconds,
    specEventsPerSocket: specEvents / specClients / seconds,
    subscriberEventsPerSocket: (total - specEvents) / (clients - specClients) / seconds,
    depthPushes: spreads.length,
    depthPushesSeen: arrivals.size,
    spreadP50: at(spreads, 0.5),
    spreadP99: at(spreads, 0.99),
    spreadMax: spreads.at(-1) ?? Number.NaN,
    emitToLastP99: at(emitToLast, 0.99),
    serverCpuPct: 0,
    connected: 0,
    events,
  };
}
