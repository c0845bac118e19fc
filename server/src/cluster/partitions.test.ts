import { loadConfig } from '../config';
import type { Pair } from '../modules/market/pairs';
import { parsePartitionMap } from '../partition-map';
import { PartitionRouter } from './partitions';

const pairs = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'].map((symbol, i) => ({ id: i + 1, symbol }) as Pair);

describe('ENGINE_PARTITIONS', () => {
  it('is main=* by default: one partition, every pair, the primary', () => {
    const map = parsePartitionMap(undefined);
    expect(map).toEqual({ partitions: [{ name: 'main', pairs: '*' }], primary: 'main' });
    const router = new PartitionRouter(map, pairs);
    expect([1, 2, 3].map((id) => router.ownerOf(id))).toEqual(['main', 'main', 'main']);
  });

  it('gives named pairs to their partition and the rest to *, which is the primary', () => {
    const map = parsePartitionMap(' a = btc-usdt , ETH/USDT ; b=* ');
    expect(map.primary).toBe('b');
    const router = new PartitionRouter(map, pairs);
    expect([1, 2, 3].map((id) => router.ownerOf(id))).toEqual(['a', 'a', 'b']);
    expect(router.pairIdsOf('a')).toEqual([1, 2]);
    expect(router.names).toEqual(['a', 'b']);
  });

  it.each([
    ['a=BTC/USDT;b=BTC/USDT', 'ENGINE_PARTITIONS: BTC/USDT is in two partitions (a and b)'],
    ['a=*;b=*', 'ENGINE_PARTITIONS: * is in two partitions (a and b)'],
    ['a=BTC/USDT;a=ETH/USDT', 'ENGINE_PARTITIONS: partition a is listed twice'],
    ['a', 'ENGINE_PARTITIONS: "a" is not name=PAIR,PAIR or name=*'],
    ['a=', 'ENGINE_PARTITIONS: partition a names no pair'],
  ])('refuses %s', (text, message) => {
    expect(() => parsePartitionMap(text)).toThrow(message);
  });

  it('refuses a name that is no pair, and a pair no partition owns without *', () => {
    expect(() => new PartitionRouter(parsePartitionMap('a=DOGE/USDT;b=*'), pairs)).toThrow(
      'ENGINE_PARTITIONS: partition a: DOGE/USDT is not a pair of this exchange',
    );
    expect(() => new PartitionRouter(parsePartitionMap('a=BTC/USDT;b=ETH/USDT'), pairs)).toThrow(
      'ENGINE_PARTITIONS: SOL/USDT is in no partition',
    );
  });

  it('an engine must name one of the partitions when the map has several', () => {
    const env = { SERVER_ROLE: 'engine', DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://x' };
    expect(loadConfig({ ...env }).partition).toBe('main');
    const two = { ...env, ENGINE_PARTITIONS: 'a=BTC/USDT;b=*' };
    expect(() => loadConfig(two)).toThrow('SERVER_ROLE=engine needs ENGINE_PARTITION');
    expect(() => loadConfig({ ...two, ENGINE_PARTITION: 'c' })).toThrow(
      'ENGINE_PARTITION c is not a partition of ENGINE_PARTITIONS (a, b)',
    );
    expect(loadConfig({ ...two, ENGINE_PARTITION: 'a' }).partition).toBe('a');
  });
});
