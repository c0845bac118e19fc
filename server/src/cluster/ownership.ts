import pg from 'pg';

/** What an engine holds while it owns its partition. */
export interface PartitionOwnership {
  /** Ends the ownership (a clean shutdown): a standby takes the partition over. */
  release(): Promise<void>;
}

export interface OwnershipOptions {
  url: string;
  /** The schema the cluster works in (tests run one cluster per schema); `public` by default. */
  schema?: string;
  partition: string;
  /** Said once when another engine owns the partition and this one waits as its standby. */
  onStandby(): void;
  /**
   * The lock's connection failed while owning: another engine may own the partition from now on,
   * so this one must stop writing at once (main exits).
   */
  onLost(error: unknown): void;
}

/**
 * One engine owns a partition at a time. Before it opens the partition's books, an engine takes the
 * partition's Postgres advisory lock on a connection of its own, held as long as it lives. A second
 * engine started for the same partition waits on that lock as a hot standby; when the owner dies,
 * Postgres ends its session and releases the lock, the standby gets it, opens the books from what
 * the owner committed and reads the partition's command stream from there on (commands the dead
 * owner had taken and not answered time out at their API node, which answers server.busy: the
 * client retries with its idempotency key).
 */
export async function ownPartition(options: OwnershipOptions): Promise<PartitionOwnership> {
  // Keepalives both ways: a dead owner's host (no FIN) frees the lock within about half a minute,
  // and an owner cut off from Postgres learns it as soon and stops.
  const client = new pg.Client({
    connectionString: options.url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let releasing = false;
  const lost = (error: unknown) => {
    if (!releasing) options.onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the partition lock connection ended')));
  await client.connect();
  await client.query(
    `SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3`,
  );
  const key = [`exchange-engine:${options.schema ?? 'public'}:${options.partition}`];
  const { rows } = await client.query<{ owned: boolean }>(
    `SELECT pg_try_advisory_lock(hashtext($1)) AS owned`,
    key,
  );
  if (!rows[0]?.owned) {
    options.onStandby();
    await client.query(`SELECT pg_advisory_lock(hashtext($1))`, key);
  }
  return {
    async release() {
      releasing = true;
      await client.end().catch(() => undefined);
    },
  };
}
