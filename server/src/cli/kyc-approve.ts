/**
 * Operator command: `pnpm --filter @exchange/server kyc:approve <user id | e-mail | phone> [--reject]`.
 * Talks to the running server on loopback (it owns the embedded database) with the secret in
 * DATA_DIR/operator.token; when no server runs, it opens the database itself.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { decideReview } from '../modules/account';
import { callOperator, exitWith, noServerRunning, runCommand } from './operator-call';

runCommand(async () => {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const user = args.find((a) => !a.startsWith('--'));
  const decision = args.includes('--reject') ? 'reject' : 'approve';
  if (!user) {
    console.error('usage: kyc:approve <user id | e-mail | phone> [--reject]');
    process.exit(2);
  }
  const config = loadConfig();
  try {
    exitWith(await callOperator(config, '/operator/kyc', { user, decision }));
  } catch (error) {
    if (!noServerRunning(error)) throw error;
  }
  const db = await openDatabase(config);
  const id = await decideReview(db, user, decision);
  await db.close();
  exitWith(
    id === null ? { type: 'error', message: 'operator.noReview' } : { type: 'ok', message: { user_id: id } },
  );
});
