import type { FastifyRequest } from 'fastify';
import { alertsApi } from '@exchange/protocol';
import type { Queryable } from '../db';
import { PairDirectory, type Pair } from '../modules/market';
import { parsePartitionMap } from '../partition-map';
import { PartitionRouter } from './partitions';
import { destinationOf } from './routing';

const pairs = [
  { id: 1, symbol: 'BTC/USDT', currencyId: 2, legalId: 1 },
  { id: 2, symbol: 'ETH/USDT', currencyId: 3, legalId: 1 },
  { id: 4, symbol: 'SOL/USDT', currencyId: 5, legalId: 1 },
] as Pair[];
const router = new PartitionRouter(parsePartitionMap('a=BTC/USDT,ETH/USDT;b=*'), pairs);
/** price_alerts rows by id: the alert's pair. */
const alertPairs = new Map([
  [7, 1],
  [8, 4],
]);
const db = {
  query: async (_sql: string, params: unknown[]) => {
    const pairId = alertPairs.get(params[0] as number);
    return { rows: pairId === undefined ? [] : [{ pair_id: pairId }] };
  },
} as unknown as Queryable;
const deps = { router, pairs: new PairDirectory(pairs), db };
const call = (path: string, body: Record<string, unknown>) =>
  destinationOf(path, { body, query: {} } as unknown as FastifyRequest, deps);

describe('price alerts in the scaled topology', () => {
  it("sends alerts/add to the owner of the alert's pair", async () => {
    expect(await call(alertsApi.alertsAdd.path, { legal_id: '1', currency_id: '3' })).toEqual({
      partition: 'a',
    });
    expect(await call(alertsApi.alertsAdd.path, { legal_id: '1', currency_id: '5' })).toEqual({
      partition: 'b',
    });
  });

  it("sends alerts/cancel to the owner of the stored alert's pair; an unknown one to the primary", async () => {
    expect(await call(alertsApi.alertsCancel.path, { id: '7' })).toEqual({ partition: 'a' });
    expect(await call(alertsApi.alertsCancel.path, { id: '8' })).toEqual({ partition: 'b' });
    expect(await call(alertsApi.alertsCancel.path, { id: '99' })).toEqual({ partition: 'b' });
    expect(await call(alertsApi.alertsCancel.path, { id: 'x' })).toEqual({ partition: 'b' });
  });
});
