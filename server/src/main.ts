import { loadConfig } from './config';
import { buildServer } from './app';

/** Starts the server from the environment (see README) and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await buildServer(config);
  const address = await server.app.listen({ port: config.port, host: config.host });
  const storage = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`;
  console.log(`exchange server listening on ${address} (HTTP + socket.io), storage: ${storage}`);
  console.log(`verification codes go to ${config.dataDir}/outbox.jsonl`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      });
  };
  // A promise a timer dropped must not stop the exchange: logged and counted like a job's fault.
  process.on('unhandledRejection', (reason) => server.ctx.faults.report('unhandled rejection', reason));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
