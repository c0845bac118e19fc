/**
 * Wallet operator commands (package scripts, see the README):
 *   deposit:simulate <deposit address | user id | e-mail | phone> <amount> [--currency USDT] [--chain erc20] [--memo 100042]
 *   withdraw:review <withdrawal id> [--reject]
 *   charge:review <fiat deposit request id> [--reject]
 * Talks to the running server on loopback (it owns the embedded database, and pushes the balance
 * change to the user at once) with the secret in DATA_DIR/operator.token; when no server runs, it
 * opens the database itself (a simulated deposit is then confirmed when the server next runs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db';
import { operatorTokenFile } from '../../http/operator-access';
import { operatorCommandSchema, runOperatorCommand, type OperatorAnswer } from './operator';

const usage = `usage:
  deposit:simulate <deposit address | user id | e-mail | phone> <amount> [--currency USDT] [--chain erc20] [--memo 100042]
  withdraw:review <withdrawal id> [--reject]
  charge:review <request id> [--reject]`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function commandOf(args: string[]): unknown {
  const [action, ...rest] = args;
  const positional = rest.filter(
    (a, i) => !a.startsWith('--') && !rest[i - 1]?.match(/^--(currency|chain|memo)$/),
  );
  if (action === 'deposit') {
    return {
      action,
      to: positional[0],
      amount: positional[1],
      currency: option(rest, 'currency'),
      chain: option(rest, 'chain'),
      memo: option(rest, 'memo'),
    };
  }
  return {
    action,
    id: Number(positional[0]),
    decision: rest.includes('--reject') ? 'reject' : 'approve',
  };
}

async function main(): Promise<void> {
  const parsed = operatorCommandSchema.safeParse(commandOf(process.argv.slice(2).filter((a) => a !== '--')));
  if (!parsed.success) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const tokenFile = operatorTokenFile(config.dataDir);
  const secret = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '';
  let answer: OperatorAnswer;
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/operator/wallet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': secret },
      body: JSON.stringify(parsed.data),
    });
    answer = (await response.json()) as OperatorAnswer;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
    const db = await openDatabase(config);
    answer = (await runOperatorCommand(db, parsed.data, Date.now())).answer;
    await db.close();
  }
  console.log(JSON.stringify(answer));
  process.exit(answer.type === 'ok' ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
