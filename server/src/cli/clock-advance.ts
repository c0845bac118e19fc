/**
 * Operator command: `pnpm --filter @exchange/server clock:advance <seconds>`.
 * Moves the running server's clock forward (POST /operator/clock on loopback with the secret in
 * DATA_DIR/operator.token); the server's background jobs then run once, so what fell due happens.
 * The move is stored: it lasts across restarts (services/clock-store.ts).
 */
import { loadConfig } from '../config';
import { callOperator, exitWith, runCommand } from './operator-call';

runCommand(async () => {
  const seconds = process.argv.slice(2).find((a) => a !== '--');
  if (!seconds || !/^\d+$/.test(seconds)) {
    console.error('usage: clock:advance <seconds>');
    process.exit(2);
  }
  exitWith(await callOperator(loadConfig(), '/operator/clock', { advance_seconds: Number(seconds) }));
});
