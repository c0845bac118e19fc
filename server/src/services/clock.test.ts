import { createClock } from './clock';
import { createJobs } from './jobs';

it('reads its source and moves forward by what was advanced', async () => {
  let wall = 1_000;
  const clock = createClock({ source: () => wall });
  expect(clock.now()).toBe(1_000);
  wall = 1_500;
  await clock.advance(60_000);
  expect(clock.now()).toBe(61_500);
  expect(clock.offsetMs).toBe(60_000);
});

it('stands still when frozen until advanced, and never goes back', async () => {
  const clock = createClock({ frozenAt: Date.UTC(2026, 0, 1) });
  await clock.advance(3_600_000);
  expect(new Date(clock.now()).toISOString()).toBe('2026-01-01T01:00:00.000Z');
  await expect(clock.advance(-1)).rejects.toThrow('the clock only moves forward');
  expect(new Date(clock.now()).toISOString()).toBe('2026-01-01T01:00:00.000Z');
});

it('gives every background job a turn when advanced, so what fell due runs at once', async () => {
  const clock = createClock({ frozenAt: 0 });
  const errors: unknown[] = [];
  const jobs = createJobs(clock, { report: (_source, error) => errors.push(error) });
  const expiry = 30_000;
  const settled: number[] = [];
  jobs.every(3_600_000, () => {
    if (clock.now() >= expiry) settled.push(clock.now());
  });
  jobs.every(3_600_000, () => {
    throw new Error('job failed');
  });

  await clock.advance(10_000);
  expect(settled).toEqual([]);
  await clock.advance(20_000);
  expect(settled).toEqual([30_000]);
  expect(errors).toHaveLength(2);

  jobs.stop();
  await clock.advance(1);
  expect(settled).toEqual([30_000]);
});
