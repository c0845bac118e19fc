import { Subject } from 'rxjs';
import { bufferToAnimationFrame, latestPerFrame, type FrameScheduler } from './frame';

function manualFrames() {
  let callbacks: Array<() => void> = [];
  const frames: FrameScheduler = {
    request: (callback) => {
      callbacks.push(callback);
      return callback;
    },
    cancel: (handle) => {
      callbacks = callbacks.filter((callback) => callback !== handle);
    },
  };
  const runFrame = () => {
    const due = callbacks;
    callbacks = [];
    due.forEach((callback) => callback());
  };
  return { frames, runFrame, pending: () => callbacks.length };
}

describe('frame coalescing', () => {
  it('emits only the newest value once per frame', () => {
    const { frames, runFrame } = manualFrames();
    const source = new Subject<number>();
    const seen: number[] = [];
    source.pipe(latestPerFrame(frames)).subscribe((value) => seen.push(value));
    for (let i = 1; i <= 1000; i += 1) source.next(i);
    expect(seen).toEqual([]);
    runFrame();
    runFrame();
    source.next(1001);
    runFrame();
    expect(seen).toEqual([1000, 1001]);
  });

  it('buffers every value of a frame in order', () => {
    const { frames, runFrame } = manualFrames();
    const source = new Subject<string>();
    const seen: string[][] = [];
    source.pipe(bufferToAnimationFrame(frames)).subscribe((values) => seen.push(values));
    source.next('a');
    source.next('b');
    runFrame();
    source.next('c');
    runFrame();
    expect(seen).toEqual([['a', 'b'], ['c']]);
  });

  it('flushes on completion and cancels its frame on unsubscribe', () => {
    const { frames, runFrame, pending } = manualFrames();
    const source = new Subject<number>();
    const seen: number[] = [];
    let completed = false;
    source
      .pipe(latestPerFrame(frames))
      .subscribe({ next: (v) => seen.push(v), complete: () => (completed = true) });
    source.next(1);
    source.complete();
    expect(seen).toEqual([1]);
    expect(completed).toBe(true);

    const other = new Subject<number>();
    const subscription = other.pipe(latestPerFrame(frames)).subscribe((v) => seen.push(v));
    other.next(2);
    subscription.unsubscribe();
    expect(pending()).toBe(0);
    runFrame();
    expect(seen).toEqual([1]);
  });
});
