import { Subject } from 'rxjs';
import { manualFrames as createManualFrames } from '../testing/manual-frames';
import { bufferToAnimationFrame, latestPerFrame } from './operators';

function manualFrames() {
  const manual = createManualFrames();
  return { frames: { schedule: manual.schedule }, runFrame: manual.frame, pending: () => manual.scheduled };
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

describe('frame coalescing with a minimum interval', () => {
  it('emits at the first frame at least minIntervalMs after the previous emission', () => {
    const manual = createManualFrames();
    let clock = 0;
    const source = new Subject<number>();
    const seen: number[][] = [];
    source
      .pipe(bufferToAnimationFrame({ schedule: manual.schedule, minIntervalMs: 100, now: () => clock }))
      .subscribe((values) => seen.push(values));
    source.next(1);
    manual.frame();
    source.next(2);
    clock = 50;
    manual.frame();
    source.next(3);
    expect(seen).toEqual([[1]]);
    clock = 100;
    manual.frame();
    expect(seen).toEqual([[1], [2, 3]]);
  });
});
