import type { Clock } from './clock';
import type { Faults } from './faults';

/**
 * Background jobs of the modules (`ctx.every`): one run at a time per job; a job that throws or
 * rejects is reported to `faults` (logged, counted) and runs again on its next turn.
 */
export interface Jobs {
  every(ms: number, fn: () => Promise<void> | void): void;
  /** Runs every job once now (after the running turn of each, if any). */
  runAll(): Promise<void>;
  stop(): void;
}

/**
 * `enabled: false` (an `api` node of the scaled topology): `every` registers nothing, since the
 * engine owner runs every background job once for the whole exchange.
 */
export function createJobs(clock: Clock, faults: Pick<Faults, 'report'>, enabled = true): Jobs {
  const timers: NodeJS.Timeout[] = [];
  const turns: Array<() => Promise<void>> = [];
  let stopped = false;

  const stopListening = clock.onAdvance(() => jobs.runAll());
  const jobs: Jobs = {
    every(ms, fn) {
      if (!enabled) return;
      let current: Promise<void> | null = null;
      const run = () =>
        Promise.resolve()
          .then(fn)
          .catch((error: unknown) => faults.report('job', error))
          .finally(() => (current = null));
      // A timer tick skips while a turn runs; an explicit turn waits for it and runs again.
      const tick = () => {
        if (!current && !stopped) current = run();
      };
      turns.push(async () => {
        while (current) await current;
        if (stopped) return;
        current = run();
        await current;
      });
      const timer = setInterval(tick, ms);
      timer.unref();
      timers.push(timer);
    },
    async runAll() {
      for (const turn of [...turns]) await turn();
    },
    stop() {
      stopped = true;
      stopListening();
      for (const timer of timers) clearInterval(timer);
    },
  };
  return jobs;
}
