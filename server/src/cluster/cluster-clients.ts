import { io as connect, type Socket } from 'socket.io-client';
import { bindTradePassword, login, MarketEvent, register, smsSend } from '@exchange/protocol';
import type { Database } from '../db';
import { call, lastCode, type NodeProcess } from './cluster-kit';

/** Client helpers of the scaled-topology tests (`*.cluster-test.ts`): traders and socket events. */

export interface Trader {
  id: number;
  token: string;
}

/** Registers a trader through `node` (code from its outbox), logs in and binds a trade password. */
export async function registerTrader(node: NodeProcess, db: Database, phone: string): Promise<Trader> {
  expect(await call(node, smsSend, { user_string: phone, scene: 'register' })).toMatchObject({ type: 'ok' });
  const code = lastCode(node, phone);
  const password = 'secret12';
  const registered = await call(node, register, {
    type: 'mobile',
    user_string: phone,
    code,
    password,
    re_password: password,
  });
  expect(registered).toMatchObject({ type: 'ok' });
  const token = (await call(node, login, { user_string: phone, password })).message as string;
  const bound = await call(node, bindTradePassword, { password: '123456', re_password: '123456' }, token);
  expect(bound).toMatchObject({ type: 'ok' });
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE phone = $1`, [phone]);
  return { id: rows[0]!.id, token };
}

export function emit(socket: Socket, event: string, payload: unknown): Promise<{ type: unknown }> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

/** Resolves with the first `event` payload `accept` takes, or rejects after `ms`. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean,
  ms: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Prints a figure of the cluster tests as a bench JSON line: the milliseconds since `since`. */
export function printElapsed(metric: string, since: number): void {
  console.log(JSON.stringify({ bench: 'cluster', metric, value: Date.now() - since, unit: 'ms' }));
}

/**
 * The environment of a test topology's processes: one Postgres schema and one Redis prefix of their
 * own, demo funds, no market makers, rate limits or KYC delay; `extra` adds to it.
 */
export function topologyEnv(
  databaseUrl: string,
  redisUrl: string,
  schema: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test-${schema}`,
    DEMO_FUNDS: '1',
    MARKET_BOTS: '0',
    RATE_LIMITS: '0',
    KYC_AUTO_APPROVE_SECONDS: '0',
    ...extra,
  };
}

/**
 * A socket on `node`, logged in with `token` and subscribed to `pair`'s depth, once its snapshot
 * came (through the adapter, from the engine owning the pair's book): it then gets the user's pushes.
 */
export async function watchingDepth(node: NodeProcess, token: string, pair: string): Promise<Socket> {
  const socket = connect(node.url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  expect(await emit(socket, 'login', { token })).toMatchObject({ type: 'ok' });
  const snapshot = nextEvent(socket, MarketEvent.depth, () => true, 5000);
  const topics = [{ channel: 'market_depth', pair }];
  expect(await emit(socket, 'subscribe', { topics })).toMatchObject({ type: 'ok' });
  await snapshot;
  return socket;
}
