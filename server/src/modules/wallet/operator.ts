import * as z from 'zod/mini';
import { chainSchema, positiveAmount, type WalletRecord } from '@exchange/protocol';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { operatorForbidden, operatorGate } from '../../http/operator-access';
import { pushBalances, pushRecords, type Touched } from './balance-pushes';
import { simulateDeposit, simulateDepositToUser } from './deposits';
import { decideCharge } from './fiat';
import { decideWithdrawal } from './withdrawals';

/** What the wallet operator commands send (src/modules/wallet/cli.ts) to POST /operator/wallet. */
export const operatorCommandSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('deposit'),
    /** A deposit address, or a user (id, e-mail or phone) whose own address of `currency` is used. */
    to: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
    amount: positiveAmount('wallet.enterNumber'),
    memo: z.optional(z.string().check(z.maxLength(64))),
    currency: z.optional(z.string().check(z.maxLength(16))),
    chain: z.optional(chainSchema),
  }),
  z.object({
    action: z.enum(['withdrawal', 'charge']),
    id: z.number().check(z.int(), z.positive()),
    decision: z.enum(['approve', 'reject']),
  }),
]);
export type OperatorCommand = z.infer<typeof operatorCommandSchema>;

export type OperatorAnswer = { type: 'ok'; message: WalletRecord } | { type: 'error'; message: string };

/** What a command changed: balances to push, and the owner of the record it made or decided. */
interface Changes {
  touched: Touched[];
  owner?: number;
}

async function userOf(db: Database, who: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE id::text = $1 OR email = $1 OR phone = $1`,
    [who.trim().toLowerCase()],
  );
  if (!rows[0]) throw new ApiError('account.notFound');
  return rows[0].id;
}

async function ownerOfRecord(db: Database, id: number): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(`SELECT user_id FROM wallet_records WHERE id = $1`, [
    id,
  ]);
  return rows[0]?.user_id;
}

async function currencyIdOf(db: Database, currency: string | undefined): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM currencies WHERE id::text = $1 OR upper(name) = upper($1)`,
    [currency ?? 'USDT'],
  );
  if (!rows[0]) throw new ApiError('currency.notFound');
  return rows[0].id;
}

/** Runs one operator command on the database; returns the answer and the balances it changed. */
export async function runOperatorCommand(
  db: Database,
  command: OperatorCommand,
  now: number,
): Promise<{ answer: OperatorAnswer } & Changes> {
  try {
    if (command.action === 'deposit') {
      const byAddress = !/^[^\s@]+@[^\s@]+$/.test(command.to) && !/^\d{1,15}$/.test(command.to);
      const record = byAddress
        ? await simulateDeposit(db, { address: command.to, memo: command.memo, amount: command.amount }, now)
        : await simulateDepositToUser(
            db,
            await userOf(db, command.to),
            await currencyIdOf(db, command.currency),
            command.amount,
            command.chain,
            now,
          );
      return {
        answer: { type: 'ok', message: record },
        touched: [],
        owner: await ownerOfRecord(db, record.id),
      };
    }
    const decided =
      command.action === 'withdrawal'
        ? await decideWithdrawal(db, command.id, command.decision, now)
        : await decideCharge(db, command.id, command.decision, now);
    if (!decided) {
      const key = command.action === 'withdrawal' ? 'operator.noWithdrawal' : 'operator.noCharge';
      return { answer: { type: 'error', message: key }, touched: [] };
    }
    return {
      answer: { type: 'ok', message: decided.record },
      touched: [decided.touched],
      owner: decided.touched.userId,
    };
  } catch (error) {
    if (error instanceof ApiError) return { answer: { type: 'error', message: error.key }, touched: [] };
    throw error;
  }
}

/**
 * POST /operator/wallet: the wallet operator commands, from loopback with the secret of
 * DATA_DIR/operator.token (as /operator/kyc). Balance changes are pushed to the user at once.
 */
export function registerOperatorRoutes(app: FastifyInstance, ctx: ServerContext, now: () => number): void {
  const allowed = operatorGate(ctx.config.dataDir);
  app.post('/operator/wallet', async (request, reply) => {
    if (!allowed(request)) return reply.status(403).send(operatorForbidden);
    const command = operatorCommandSchema.safeParse(request.body);
    if (!command.success) return { type: 'error', message: 'validation.invalid' };
    const { answer, touched, owner } = await runOperatorCommand(ctx.db, command.data, now());
    await pushBalances(ctx.db, ctx.realtime, touched);
    if (answer.type === 'ok' && owner !== undefined) {
      await pushRecords(ctx.db, ctx.realtime, [{ userId: owner, record: answer.message }]);
    }
    return answer;
  });
}
