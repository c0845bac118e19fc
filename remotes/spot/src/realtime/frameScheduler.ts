/**
 * Runs a callback at most once per animation frame however often `request` is called: the heart of
 * "coalesced before React" (DESIGN.md "Realtime"). Pushes only mark work as pending; the frame does it.
 */
export interface FrameScheduler {
  request(): void;
  cancel(): void;
}

export type ScheduleFrame = (callback: () => void) => () => void;

/** requestAnimationFrame, or a 16 ms timer where there is none (jsdom, a background tab's fallback). */
export const animationFrame: ScheduleFrame = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/**
 * @param minIntervalMs with a value, runs at the first frame at least that long after the previous
 *   run (a frame that comes too early re-schedules itself), bounding the work per second whatever
 *   the frame rate.
 */
export function createFrameScheduler(
  run: () => void,
  schedule: ScheduleFrame = animationFrame,
  minIntervalMs = 0,
  now: () => number = () => performance.now(),
): FrameScheduler {
  let cancelPending: (() => void) | null = null;
  let lastRun = -Infinity;
  const onFrame = () => {
    if (minIntervalMs > 0 && now() - lastRun < minIntervalMs) {
      cancelPending = schedule(onFrame);
      return;
    }
    cancelPending = null;
    lastRun = now();
    run();
  };
  return {
    request() {
      if (cancelPending) return;
      cancelPending = schedule(onFrame);
    },
    cancel() {
      cancelPending?.();
      cancelPending = null;
    },
  };
}
