import { manualFrames } from '../testing/manual-frames';
import { SEQUENCE_GAP, createLiveStore, type LiveModel } from './live-store';

interface Counter {
  seq: number;
  value: number;
}
const model: LiveModel<Counter, Counter, Counter> = {
  fromSnapshot: (snapshot) => snapshot,
  merge: (state, pushes) => {
    const newest = pushes[pushes.length - 1]!;
    return newest.seq < state.seq ? SEQUENCE_GAP : newest;
  },
};

describe('live store', () => {
  it('drops pushes before the first snapshot, then merges the pushes of a frame', () => {
    const frames = manualFrames();
    const merge = jest.fn(model.merge);
    const store = createLiveStore({ ...model, merge }, { schedule: frames.schedule });
    store.push({ seq: 1, value: 1 });
    frames.frame();
    expect(store.getSnapshot()).toBeUndefined();
    store.applySnapshot({ seq: 2, value: 20 });
    store.push({ seq: 3, value: 30 });
    store.push({ seq: 4, value: 40 });
    frames.frame();
    expect(store.getSnapshot()).toEqual({ seq: 4, value: 40 });
    expect(merge).toHaveBeenCalledTimes(1);
    expect(merge.mock.calls[0]![1]).toHaveLength(2);
  });

  it("hands merge only the newest push with coalesce 'latest'", () => {
    const frames = manualFrames();
    const merge = jest.fn(model.merge);
    const store = createLiveStore({ ...model, merge, coalesce: 'latest' }, { schedule: frames.schedule });
    store.applySnapshot({ seq: 1, value: 1 });
    for (let seq = 2; seq < 100; seq++) store.push({ seq, value: seq });
    frames.frame();
    expect(merge.mock.calls[0]![1]).toEqual([{ seq: 99, value: 99 }]);
  });

  it('keeps the state and reports a gap when merge returns SEQUENCE_GAP', () => {
    const frames = manualFrames();
    const onGap = jest.fn();
    const store = createLiveStore(model, { schedule: frames.schedule, onGap });
    store.applySnapshot({ seq: 10, value: 1 });
    store.push({ seq: 3, value: 2 });
    frames.frame();
    expect(onGap).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ seq: 10, value: 1 });
  });

  it('lays a push that crossed the snapshot answer over it, and drops the older ones', () => {
    const frames = manualFrames();
    const onGap = jest.fn();
    const newerThan = (push: Counter, snapshot: Counter) => push.seq > snapshot.seq;
    const store = createLiveStore({ ...model, newerThan }, { schedule: frames.schedule, onGap });
    store.applySnapshot({ seq: 1, value: 1 });
    store.snapshotRequested();
    store.push({ seq: 4, value: 40 }); // answered at seq 3, but this push came in first
    frames.frame();
    store.push({ seq: 2, value: 20 }); // still in flight: older than the answer
    store.applySnapshot({ seq: 3, value: 30 });
    frames.frame();
    expect(store.getSnapshot()).toEqual({ seq: 4, value: 40 });
    expect(onGap).not.toHaveBeenCalled();
  });

  it('keeps nothing for a snapshot call that failed', () => {
    const frames = manualFrames();
    const newerThan = (push: Counter, snapshot: Counter) => push.seq > snapshot.seq;
    const store = createLiveStore({ ...model, newerThan }, { schedule: frames.schedule });
    store.applySnapshot({ seq: 1, value: 1 });
    store.snapshotRequested();
    store.push({ seq: 5, value: 50 });
    store.snapshotAbandoned();
    store.applySnapshot({ seq: 3, value: 30 });
    frames.frame();
    expect(store.getSnapshot()).toEqual({ seq: 3, value: 30 });
  });
});
