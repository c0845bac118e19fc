import { Observable, type OperatorFunction } from 'rxjs';

type Schedule = (flush: () => void) => void;

const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

/**
 * Collects values and emits them as one batch per animation frame, so a burst of pushes costs one
 * React render (DESIGN.md "Realtime"). Nothing is emitted for frames without values.
 */
export function batchPerFrame<T>(schedule: Schedule = nextFrame): OperatorFunction<T, T[]> {
  return (source) =>
    new Observable<T[]>((subscriber) => {
      let pending: T[] = [];
      let scheduled = false;
      let closed = false;
      const flush = () => {
        scheduled = false;
        if (closed || pending.length === 0) return;
        const batch = pending;
        pending = [];
        subscriber.next(batch);
      };
      const subscription = source.subscribe({
        next(value) {
          pending.push(value);
          if (!scheduled) {
            scheduled = true;
            schedule(flush);
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          flush();
          subscriber.complete();
        },
      });
      return () => {
        closed = true;
        subscription.unsubscribe();
      };
    });
}
