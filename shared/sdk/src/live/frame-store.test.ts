import { manualFrames } from '../testing/manual-frames';
import { createFrameScheduler } from './frame-scheduler';
import { createFrameStore } from './frame-store';

/** A store that appends numbers, like trades. */
const listStore = (frames: ReturnType<typeof manualFrames>, minIntervalMs = 0, now?: () => number) =>
  createFrameStore<number[], number[], number>({
    initial: [],
    emptyQueue: () => [],
    enqueue: (queue, value) => {
      queue.push(value);
      return queue;
    },
    reduce: (state, queue) => (queue.length === 0 ? state : [...state, ...queue]),
    schedule: frames.schedule,
    minIntervalMs,
    now,
  });

describe('frame scheduler', () => {
  it('runs once per frame however often it is requested, and not after cancel', () => {
    const frames = manualFrames();
    const run = jest.fn();
    const scheduler = createFrameScheduler(run, { schedule: frames.schedule });
    scheduler.request();
    scheduler.request();
    expect(frames.scheduled).toBe(1);
    frames.frame();
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.request();
    scheduler.cancel();
    frames.frame();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('frame store', () => {
  it('notifies once per frame with every message of the frame', () => {
    const frames = manualFrames();
    const store = listStore(frames);
    const listener = jest.fn();
    store.subscribe(listener);
    for (let i = 0; i < 200; i++) store.push(i);
    expect(frames.scheduled).toBe(1);
    expect(listener).not.toHaveBeenCalled();
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(200);
  });

  it('does not notify when a frame changed nothing', () => {
    const frames = manualFrames();
    const store = createFrameStore<number, null, number>({
      initial: 1,
      emptyQueue: () => null,
      enqueue: () => null,
      reduce: (state) => state,
      schedule: frames.schedule,
    });
    const listener = jest.fn();
    store.subscribe(listener);
    store.push(5);
    frames.frame();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reset replaces the state and drops the queue; update keeps the queue', () => {
    const frames = manualFrames();
    const store = listStore(frames);
    store.push(1);
    store.reset([9]);
    frames.frame();
    expect(store.getSnapshot()).toEqual([9]);
    store.push(2);
    store.update((state) => [0, ...state]);
    frames.frame();
    expect(store.getSnapshot()).toEqual([0, 9, 2]);
  });

  it('publishes at most once per minIntervalMs however many frames pass', () => {
    const frames = manualFrames();
    let clock = 0;
    const store = listStore(frames, 100, () => clock);
    const listener = jest.fn();
    store.subscribe(listener);
    store.push(1);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    store.push(2);
    clock = 50;
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    clock = 100;
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([1, 2]);
  });

  it('stops after dispose', () => {
    const frames = manualFrames();
    const store = listStore(frames);
    store.dispose();
    store.push(1);
    expect(frames.scheduled).toBe(0);
  });
});
