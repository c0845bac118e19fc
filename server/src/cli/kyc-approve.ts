/**
 * Operator command: `pnpm --filter @exchange/server kyc:approve <user id | e-mail | phone> [--reject]`.
 * Talks to the running server on loopback (it owns the embedded database) with the secret in
 * DATA_DIR/operator.token; when no server runs, it opens the database itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { decideReview } from '../modules/account/kyc';
import { operatorTokenFile } from '../modules/operator/routes';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const user = args.find((a) => !a.startsWith('--'));
  const decision = args.includes('--reject') ? 'reject' : 'approve';
  if (!user) {
    console.error('usage: kyc:approve <user id | e-mail | phone> [--reject]');
    process.exit(2);
  }
  const config = loadConfig();
  const tokenFile = operatorTokenFile(config.dataDir);
  const secret = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '';
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/operator/kyc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': secret },
      body: JSON.stringify({ user, decision }),
    });
    const body = (await response.json()) as { type: string; message: unknown };
    console.log(JSON.stringify(body));
    process.exit(body.type === 'ok' ? 0 : 1);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
  }
  const db = await openDatabase(config);
  const id = await decideReview(db, user, decision);
  await db.close();
  console.log(
    JSON.stringify(
      id === null
        ? { type: 'error', message: 'operator.noReview' }
        : { type: 'ok', message: { user_id: id } },
    ),
  );
  process.exit(id === null ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
