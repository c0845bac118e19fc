import { Observable, type OperatorFunction } from 'rxjs';
import { createFrameScheduler, type FrameTiming } from './frame-scheduler';

/**
 * RxJS operators on the one frame scheduler, for streams that are not a snapshot + pushes (those use
 * `useLiveData`): depth, trades, tickers and klines reach React at most once per frame, never a
 * setState per message.
 */
function perFrame<T, R>(
  timing: FrameTiming,
  collect: (pending: R | undefined, value: T) => R,
): OperatorFunction<T, R> {
  return (source) =>
    new Observable<R>((subscriber) => {
      let pending: { value: R } | undefined;
      const flush = () => {
        if (!pending) return;
        const { value } = pending;
        pending = undefined;
        subscriber.next(value);
      };
      const scheduler = createFrameScheduler(flush, timing);
      const subscription = source.subscribe({
        next(value) {
          pending = { value: collect(pending?.value, value) };
          scheduler.request();
        },
        error: (error) => subscriber.error(error),
        complete() {
          scheduler.cancel();
          flush();
          subscriber.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        scheduler.cancel();
      };
    });
}

/** Only the newest value of each frame (order book snapshots, tickers). */
export const latestPerFrame = <T>(timing: FrameTiming = {}): OperatorFunction<T, T> =>
  perFrame<T, T>(timing, (_pending, value) => value);

/** Every value of a frame, in order, as one array (trade prints, where none may be lost). */
export const bufferToAnimationFrame = <T>(timing: FrameTiming = {}): OperatorFunction<T, T[]> =>
  perFrame<T, T[]>(timing, (pending, value) => {
    if (!pending) return [value];
    pending.push(value);
    return pending;
  });
