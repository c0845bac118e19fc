import { createMemoryStorage, createStorage } from '../storage/store';
import { bucketId, bucketOf, fnv1a32, visitorId } from './bucket';

const storage = () => createStorage({ backing: createMemoryStorage(), eventTarget: { addEventListener() {} } });

describe('release buckets', () => {
  it('hashes with 32-bit FNV-1a (reference vectors)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('puts an id in one bucket 0..99 per remote, the same every time', () => {
    expect(bucketOf('visitor-1', 'spot')).toBe(fnv1a32('visitor-1:spot') % 100);
    expect(bucketOf(42, 'markets')).toBe(bucketOf('42', 'markets'));
    const buckets = Array.from({ length: 400 }, (_, i) => bucketOf(`v${i}`, 'markets'));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThan(100);
    // Spread over both halves of a 50% canary.
    expect(buckets.filter((b) => b < 50).length).toBeGreaterThan(150);
    expect(buckets.filter((b) => b >= 50).length).toBeGreaterThan(150);
  });

  it('draws a visitor id once and keeps it in exchange.visitor', () => {
    const store = storage();
    const draw = jest.fn().mockReturnValueOnce('first').mockReturnValueOnce('second');
    expect(visitorId(store, draw)).toBe('first');
    expect(visitorId(store, draw)).toBe('first');
    expect(store.get('exchange.visitor')).toBe('first');
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('uses the user id when logged in, the visitor id otherwise', () => {
    const store = storage();
    expect(bucketId(store, () => 'visitor')).toBe('visitor');
    store.setMany({ token: 't', user_id: 7 });
    expect(bucketId(store, () => 'other')).toBe('7');
    store.remove('token');
    expect(bucketId(store, () => 'other')).toBe('visitor');
  });
});
