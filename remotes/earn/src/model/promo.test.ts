import { promoCycle } from './promo';

describe('promoCycle', () => {
  it('runs back-to-back 3-day terms from midnight UTC+8 and reports the share gone', () => {
    // 2026-11-24 00:00 UTC+8 is a term boundary: day 20781 since 1970 at UTC+8, divisible by 3.
    const boundary = Date.UTC(2026, 10, 23, 16, 0, 0);
    const cycle = promoCycle(boundary + 36 * 3_600_000);
    expect(cycle.startsAt).toBe(boundary);
    expect(cycle.endsAt).toBe(boundary + 3 * 86_400_000);
    expect(cycle.elapsedPercent).toBe(50);
  });

  it('starts a new term when one ends', () => {
    const boundary = Date.UTC(2026, 10, 23, 16, 0, 0);
    expect(promoCycle(boundary + 3 * 86_400_000).startsAt).toBe(boundary + 3 * 86_400_000);
    expect(promoCycle(boundary + 3 * 86_400_000).elapsedPercent).toBe(0);
  });
});
