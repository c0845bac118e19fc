/**
 * The one frame scheduler of the app (DESIGN.md "Realtime"): runs a callback at most once per
 * animation frame however often `request` is called, and, with `minIntervalMs`, at most once per that
 * many milliseconds too. Pushes only mark work as pending; the frame does it. Every coalescing piece
 * of the sdk (frame stores, the stream operators, `useLiveData`) is built on it.
 */
export interface FrameScheduler {
  /** Ask for one run at the next due frame; further requests before it are free. */
  request(): void;
  /** Drop a pending run. */
  cancel(): void;
}

/** Schedules `callback` for the next frame and returns a function that cancels it. */
export type ScheduleFrame = (callback: () => void) => () => void;

/** When a scheduler may run: tests pass a manual `schedule` (`manualFrames` in `@exchange/sdk/testing`). */
export interface FrameTiming {
  /** Defaults to `animationFrame`. */
  schedule?: ScheduleFrame;
  /**
   * Run no more often than this: a frame that comes too early re-schedules itself, so the work per
   * second is bounded whatever the frame rate. 0 or absent: every frame.
   */
  minIntervalMs?: number;
  /** The clock for `minIntervalMs`; defaults to `performance.now`. */
  now?: () => number;
}

/** requestAnimationFrame (a hidden tab pauses it, which is what we want), or a 16 ms timer where there is none. */
export const animationFrame: ScheduleFrame = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

const defaultNow = () => performance.now();

export function createFrameScheduler(run: () => void, timing: FrameTiming = {}): FrameScheduler {
  const schedule = timing.schedule ?? animationFrame;
  const minIntervalMs = timing.minIntervalMs ?? 0;
  const now = timing.now ?? defaultNow;
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
