/**
 * HTTP API under load on loopback: `pnpm bench:api` (root) prints JSON lines
 * {"bench":"api","metric":...,"value":...,"unit":...}; details go to stderr. Each section starts the
 * whole server in this process and prints today's path beside the one it replaces.
 * API_BENCH_SECONDS sets the measured seconds per path (6).
 */
import { benchQuotation } from './api/quotation';

async function main(): Promise<void> {
  await benchQuotation();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
