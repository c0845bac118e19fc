import type * as Protocol from '@exchange/protocol';

/** The whole protocol module: every endpoint and schema (zod). */
export type ProtocolModule = typeof Protocol;

let loading: Promise<ProtocolModule> | undefined;

/**
 * The protocol's schemas, fetched on first need rather than with the page: the host draws its first
 * frame without zod (DESIGN budgets). Answers and pushes are still parsed by them before any view
 * sees them: a call given as `(protocol) => protocol.someEndpoint` waits for this module, and the
 * realtime bus loads its push schemas before it opens the socket.
 */
export function loadProtocol(): Promise<ProtocolModule> {
  loading ??= import(/* webpackChunkName: "protocol" */ '@exchange/protocol').catch((error: unknown) => {
    loading = undefined; // a chunk that failed to load (offline) is fetched again on the next call
    throw error;
  });
  return loading;
}
