import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('refuses past the limit with the seconds to wait, and opens again after the window', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(true, () => now);
    limiter.take('login:addr:1.2.3.4', 2, 60_000);
    limiter.take('login:addr:1.2.3.4', 2, 60_000);
    now += 15_000;
    expect(() => limiter.take('login:addr:1.2.3.4', 2, 60_000)).toThrow(
      expect.objectContaining({ key: 'rate.limited', params: { seconds: 45 } }),
    );
    limiter.take('login:addr:5.6.7.8', 2, 60_000);
    now += 45_000;
    expect(() => limiter.take('login:addr:1.2.3.4', 2, 60_000)).not.toThrow();
  });

  it('forgets a key on reset and does nothing when disabled', () => {
    const limiter = createRateLimiter(true);
    limiter.take('k', 1, 60_000);
    limiter.reset('k');
    expect(() => limiter.take('k', 1, 60_000)).not.toThrow();
    const off = createRateLimiter(false);
    for (let i = 0; i < 5; i++) off.take('k', 1, 60_000);
  });

  it('counts events without refusing, per window', () => {
    let now = 0;
    const limiter = createRateLimiter(true, () => now);
    expect(limiter.count('f', 60_000)).toBe(0);
    expect(limiter.hit('f', 60_000)).toBe(1);
    expect(limiter.hit('f', 60_000)).toBe(2);
    expect(limiter.count('f', 60_000)).toBe(2);
    now += 60_000;
    expect(limiter.count('f', 60_000)).toBe(0);
    expect(limiter.hit('f', 60_000)).toBe(1);
  });
});
