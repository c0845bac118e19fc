import type { ScheduleFrame } from '../realtime/frameScheduler';

/** A manual animation frame for tests: nothing renders from a store until `frame()` runs. */
export function manualFrames() {
  let pending: (() => void)[] = [];
  const schedule: ScheduleFrame = (callback) => {
    pending.push(callback);
    return () => {
      pending = pending.filter((candidate) => candidate !== callback);
    };
  };
  return {
    schedule,
    frame() {
      const run = pending;
      pending = [];
      run.forEach((callback) => callback());
    },
    get scheduled() {
      return pending.length;
    },
  };
}
