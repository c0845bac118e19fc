import { Observable, type OperatorFunction } from 'rxjs';

/**
 * Coalescing for high-frequency streams (DESIGN "Realtime"): depth, trades, tickers and klines reach
 * React at most once per animation frame, never a setState per message.
 */
export interface FrameScheduler {
  request(callback: () => void): unknown;
  cancel(handle: unknown): void;
}

/** requestAnimationFrame where there is one (a hidden tab pauses it, which is what we want). */
export const animationFrames: FrameScheduler = {
  request: (callback) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16),
  cancel: (handle) =>
    typeof cancelAnimationFrame === 'function'
      ? cancelAnimationFrame(handle as number)
      : clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function perFrame<T, R>(
  frames: FrameScheduler,
  collect: (pending: R | undefined, value: T) => R,
): OperatorFunction<T, R> {
  return (source) =>
    new Observable<R>((subscriber) => {
      let pending: { value: R } | undefined;
      let handle: unknown;
      const flush = () => {
        handle = undefined;
        if (!pending) return;
        const { value } = pending;
        pending = undefined;
        subscriber.next(value);
      };
      const subscription = source.subscribe({
        next(value) {
          pending = { value: collect(pending?.value, value) };
          if (handle === undefined) handle = frames.request(flush);
        },
        error: (error) => subscriber.error(error),
        complete() {
          if (handle !== undefined) frames.cancel(handle);
          flush();
          subscriber.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        if (handle !== undefined) frames.cancel(handle);
      };
    });
}

/** Only the newest value of each frame (order book snapshots, tickers). */
export const latestPerFrame = <T>(frames: FrameScheduler = animationFrames): OperatorFunction<T, T> =>
  perFrame<T, T>(frames, (_pending, value) => value);

/** Every value of a frame, in order, as one array (trade prints, where none may be lost). */
export const bufferToAnimationFrame = <T>(
  frames: FrameScheduler = animationFrames,
): OperatorFunction<T, T[]> =>
  perFrame<T, T[]>(frames, (pending, value) => {
    if (!pending) return [value];
    pending.push(value);
    return pending;
  });
