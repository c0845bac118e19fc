import { readFileSync } from 'node:fs';
import type { WalletRecord } from '@exchange/protocol';
import type { TestServer } from '../../testing/test-server';
import { operatorTokenFile } from '../operator/routes';
import { CONFIRMATION_STEPS } from './deposits';
import { tickDeposits } from './funds-module';
import type { OperatorAnswer, OperatorCommand } from './operator';

/** Test helpers of the wallet, payment and exchange modules (real server, real storage). */

export const USDT = 1;
export const BTC = 2;
export const ETH = 3;
export const XRP = 6;
/** A currency closed to the contract and micro accounts in the seeds. */
export const ADA = 7;

/** Sends an operator command the way the CLI does (loopback, secret of DATA_DIR/operator.token). */
export async function operator(
  server: TestServer,
  command: Record<string, unknown> & { action: OperatorCommand['action'] },
  secret = readFileSync(operatorTokenFile(server.config.dataDir), 'utf8').trim(),
): Promise<OperatorAnswer & { statusCode: number }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/operator/wallet',
    headers: { 'content-type': 'application/json', 'x-operator-token': secret },
    payload: JSON.stringify(command),
    remoteAddress: '127.0.0.1',
  });
  return { ...(response.json() as OperatorAnswer), statusCode: response.statusCode };
}

export const recordOf = (answer: { type: unknown; message: unknown }): WalletRecord => {
  if (answer.type !== 'ok') throw new Error(`expected ok, got ${String(answer.message)}`);
  return answer.message as WalletRecord;
};

/** Confirms every pending simulated deposit (each tick adds a share of the confirmations). */
export async function confirmDeposits(server: TestServer): Promise<void> {
  for (let i = 0; i < CONFIRMATION_STEPS; i++) await tickDeposits(server.ctx);
}

/** A simulated deposit to the user's own address, credited at once. */
export async function depositTo(
  server: TestServer,
  user: string | number,
  amount: string,
  currency = 'USDT',
): Promise<WalletRecord> {
  const record = recordOf(await operator(server, { action: 'deposit', to: String(user), amount, currency }));
  await confirmDeposits(server);
  return record;
}
