/**
 * Operator command: `pnpm --filter @exchange/server clock:advance <seconds>`.
 * Moves the running server's clock forward (POST /operator/clock on loopback with the secret in
 * DATA_DIR/operator.token); the server's background jobs then run once, so what fell due happens.
 * The move lasts until the server restarts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { operatorTokenFile } from '../modules/operator/routes';

async function main(): Promise<void> {
  const seconds = process.argv.slice(2).find((a) => a !== '--');
  if (!seconds || !/^\d+$/.test(seconds)) {
    console.error('usage: clock:advance <seconds>');
    process.exit(2);
  }
  const config = loadConfig();
  const tokenFile = operatorTokenFile(config.dataDir);
  const secret = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '';
  const response = await fetch(`http://127.0.0.1:${config.port}/operator/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': secret },
    body: JSON.stringify({ advance_seconds: Number(seconds) }),
  });
  const body = (await response.json()) as { type: string; message: unknown };
  console.log(JSON.stringify(body));
  process.exit(body.type === 'ok' ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
