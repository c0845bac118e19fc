import net from 'node:net';

/**
 * A TCP relay between the clients and the server's socket port: the harness's "network". `cut()`
 * destroys every relayed connection on both sides at once (what a Wi-Fi drop or a NAT timeout does:
 * no socket.io close packet, the client sees `transport close`), and with `outageMs` also refuses new
 * connections for that long, so reconnect attempts fail and back off as they would on a dead link.
 */
export interface NetworkCut {
  port: number;
  /** Where to relay to (the server's port, known once it listens). */
  setUpstream(port: number): void;
  /** Open relayed connections (client side). */
  readonly openConnections: number;
  /** Drops every connection now; refuses new ones for `outageMs` (Infinity: until `restore`). */
  cut(outageMs?: number): number;
  /** Accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

export async function startNetworkCut(port = 0): Promise<NetworkCut> {
  let upstream = 0;
  let downUntil = 0;
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();

  const relay = net.createServer((client) => {
    if (upstream === 0 || Date.now() < downUntil) {
      client.destroy();
      return;
    }
    const server = net.connect(upstream, '127.0.0.1');
    const pair = { client, server };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', drop).on('close', drop);
    server.on('error', drop).on('close', drop);
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');

  return {
    port: address.port,
    setUpstream(port) {
      upstream = port;
    },
    get openConnections() {
      return pairs.size;
    },
    cut(outageMs = 0) {
      downUntil = Date.now() + outageMs;
      const count = pairs.size;
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        pair.client.destroy();
        pair.server.destroy();
      }
      return count;
    },
    restore() {
      downUntil = 0;
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
