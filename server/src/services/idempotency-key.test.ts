import { ApiError } from '../errors';
import {
  checkSameRequest,
  fingerprintOf,
  InFlight,
  KEY_CONFLICT_STATUS,
  type KeyedRequest,
} from './idempotency-key';

const keyed = (fields: Record<string, unknown>, path = '/api/wallet/out'): KeyedRequest => ({
  key: 'key-00000001',
  fingerprint: fingerprintOf(path, fields),
  conflict: 'wallet.idempotencyConflict',
});

describe('fingerprintOf', () => {
  it('is the same for equal fields in any order, and differs for another value, field or call', () => {
    const base = fingerprintOf('/api/wallet/out', { number: '20', currency: 1 });
    expect(fingerprintOf('/api/wallet/out', { currency: 1, number: '20' })).toBe(base);
    expect(fingerprintOf('/api/wallet/out', { currency: 1, number: '21' })).not.toBe(base);
    expect(fingerprintOf('/api/wallet/out', { currency: 1, number: '20', memo: 'x' })).not.toBe(base);
    expect(fingerprintOf('/api/wallet/change', { currency: 1, number: '20' })).not.toBe(base);
  });

  it('leaves credentials out: the password or code typed again is the same request', () => {
    const base = fingerprintOf('/api/wallet/out', { number: '20' });
    expect(
      fingerprintOf('/api/wallet/out', { number: '20', pay_password: '123456', totp_code: '000001' }),
    ).toBe(base);
    expect(fingerprintOf('/api/lever/submit', { share: 2, password: 'a' })).toBe(
      fingerprintOf('/api/lever/submit', { share: 2, password: 'b' }),
    );
  });
});

describe('checkSameRequest', () => {
  it('passes the same request and a key stored before fingerprints; refuses another with HTTP 422', () => {
    const sent = keyed({ number: '20' });
    expect(() => checkSameRequest(sent, sent.fingerprint)).not.toThrow();
    expect(() => checkSameRequest(sent, null)).not.toThrow();
    let refusal: unknown;
    try {
      checkSameRequest(sent, keyed({ number: '21' }).fingerprint);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ key: 'wallet.idempotencyConflict', httpStatus: KEY_CONFLICT_STATUS });
  });
});

describe('InFlight', () => {
  it('shares the running answer with the same request of the key, refuses another, runs other keys', async () => {
    const inFlight = new InFlight<number>();
    let runs = 0;
    let finish: (value: number) => void = () => undefined;
    const task = () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = inFlight.run(7, keyed({ number: '20' }), task);
    const again = inFlight.run(7, keyed({ number: '20' }), task);
    const other = inFlight.run(7, keyed({ number: '21' }), task);
    await expect(other).rejects.toMatchObject({ key: 'wallet.idempotencyConflict' });
    expect(runs).toBe(1);
    finish(1);
    expect(await Promise.all([first, again])).toEqual([1, 1]);
    // Another user's same key, and no key at all, each run on their own.
    void inFlight.run(8, keyed({ number: '20' }), task);
    void inFlight.run(7, undefined, task);
    expect(runs).toBe(3);
  });
});
