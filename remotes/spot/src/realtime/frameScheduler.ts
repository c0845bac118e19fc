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

export function createFrameScheduler(
  run: () => void,
  schedule: ScheduleFrame = animationFrame,
): FrameScheduler {
  let cancelPending: (() => void) | null = null;
  return {
    request() {
      if (cancelPending) return;
      cancelPending = schedule(() => {
        cancelPending = null;
        run();
      });
    },
    cancel() {
      cancelPending?.();
      cancelPending = null;
    },
  };
}
