import { clockOf, timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = 1_000_000;
    const left = timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(clockOf(left)).toBe('03:04:05');
  });

  it('is done and all zero once the deadline has passed', () => {
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
