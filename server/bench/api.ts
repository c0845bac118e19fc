/**
 * HTTP API under load on loopback: `pnpm bench:api` (root) prints JSON lines
 * {"bench":"api","metric":...,"value":...,"unit":...}; details go to stderr. Each section starts the
 * whole server in this process and prints today's path beside the one it replaces.
 * API_BENCH_SECONDS sets the measured seconds per path (6); API_BENCH_ONLY=quotation|coin_trade|nested_bodies
 * runs one section; BENCH_DATABASE_URL adds coin_trade on that Postgres (a fresh schema, dropped after).
 */
import { benchCoinTrade } from './api/coin-trade';
import { benchNestedBodies } from './api/nested-bodies';
import { benchQuotation } from './api/quotation';

async function main(): Promise<void> {
  const only = process.env.API_BENCH_ONLY;
  if (!only || only === 'quotation') await benchQuotation();
  if (!only || only === 'coin_trade') await benchCoinTrade();
  if (!only || only === 'nested_bodies') await benchNestedBodies();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
