/**
 * What the operator commands share: POST to the running server's loopback operator route with the
 * secret in DATA_DIR/operator.token (the server owns the embedded database), print its answer.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ServerConfig } from '../config';
import { operatorTokenFile } from '../http/operator-access';

/** What an operator route answers. */
export interface OperatorReply {
  type: string;
  message: unknown;
}

/** The answer of `path` (e.g. `/operator/clock`) to `body`; rejects with fetch's error when no server listens. */
export async function callOperator(
  config: ServerConfig,
  path: string,
  body: unknown,
): Promise<OperatorReply> {
  const tokenFile = operatorTokenFile(config.dataDir);
  const secret = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '';
  const response = await fetch(`http://127.0.0.1:${config.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': secret },
    body: JSON.stringify(body),
  });
  return (await response.json()) as OperatorReply;
}

/** Whether `callOperator` failed because no server runs (the command may then open the database itself). */
export const noServerRunning = (error: unknown): boolean =>
  (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/** Prints the answer as one JSON line; exit code 0 when it is ok, 1 otherwise. */
export function exitWith(reply: OperatorReply): never {
  console.log(JSON.stringify(reply));
  process.exit(reply.type === 'ok' ? 0 : 1);
}

/** Runs a command's main; an unexpected error is printed and exits 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
