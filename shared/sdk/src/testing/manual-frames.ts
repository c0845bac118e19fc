import type { ScheduleFrame } from '../live/frame-scheduler';

/**
 * A manual animation frame for tests: pass `schedule` as a frame timing (`{ schedule }`); nothing
 * scheduled runs until `frame()`.
 */
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
    /** Runs every callback due at this frame. */
    frame() {
      const run = pending;
      pending = [];
      run.forEach((callback) => callback());
    },
    /** How many callbacks wait for the next frame. */
    get scheduled() {
      return pending.length;
    },
  };
}
