import { createClock } from '../../services/clock';
import type { Due } from './expiry-heap';
import { ExpiryHeap } from './expiry-heap';
import { ExpiryScheduler, type Timers } from './scheduler';

const T0 = 1_767_600_000_000;

/** Timers that fire only when the test says so, recording the delays asked for. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let ids = 0;
  const timers: Timers = {
    set(fn, ms) {
      ids += 1;
      pending.set(ids, { fn, ms });
      return ids;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  return {
    timers,
    delays: () => [...pending.values()].map((t) => t.ms),
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const t of due) t.fn();
    },
  };
}

function setUp() {
  const clock = createClock({ frozenAt: T0 });
  const manual = manualTimers();
  const settled: Array<{ ids: number[]; now: number }> = [];
  let failNext = false;
  const scheduler = new ExpiryScheduler<Due>({
    now: clock.now,
    timers: manual.timers,
    onError: () => undefined,
    settle: async (due, now) => {
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      settled.push({ ids: due.map((d) => d.id), now });
    },
  });
  return { clock, manual, settled, scheduler, failOnce: () => (failNext = true) };
}

describe('ExpiryHeap', () => {
  it('pops by due time, then id, whatever the insertion order', () => {
    const heap = new ExpiryHeap<Due>();
    const items = [5, 3, 9, 1, 3, 7, 2, 8].map((dueAt, i) => ({ id: i + 1, dueAt }));
    for (const item of items) heap.push(item);
    expect(heap.takeDue(3, 10).map((d) => d.id)).toEqual([4, 7, 2, 5]);
    expect(heap.takeDue(100, 2).map((d) => d.dueAt)).toEqual([5, 7]);
    expect(heap.size).toBe(2);
  });
});

describe('ExpiryScheduler on a fake clock', () => {
  it('settles each item exactly at its due time, not a millisecond before', async () => {
    const { clock, settled, scheduler } = setUp();
    scheduler.add({ id: 1, dueAt: T0 + 30_000 });
    scheduler.add({ id: 2, dueAt: T0 + 60_000 });
    await clock.advance(29_999);
    await scheduler.runDue();
    expect(settled).toEqual([]);
    await clock.advance(1);
    await scheduler.runDue();
    expect(settled).toEqual([{ ids: [1], now: T0 + 30_000 }]);
    await clock.advance(30_000);
    await scheduler.runDue();
    expect(settled.map((s) => s.ids)).toEqual([[1], [2]]);
    expect(scheduler.size).toBe(0);
  });

  it('arms one timer for the earliest item and re-arms it when an earlier one arrives', async () => {
    const { clock, manual, settled, scheduler } = setUp();
    scheduler.add({ id: 1, dueAt: T0 + 60_000 });
    scheduler.add({ id: 2, dueAt: T0 + 90_000 });
    expect(manual.delays()).toEqual([60_000]);
    scheduler.add({ id: 3, dueAt: T0 + 30_000 });
    expect(manual.delays()).toEqual([30_000]);
    await clock.advance(30_000);
    manual.fireAll();
    await scheduler.runDue();
    expect(settled.map((s) => s.ids)).toEqual([[3]]);
    expect(manual.delays()).toEqual([30_000]);
  });

  it('settles what was added during a run before the run resolves', async () => {
    const { settled, scheduler } = setUp();
    scheduler.add({ id: 1, dueAt: T0 });
    const run = scheduler.runDue();
    scheduler.add({ id: 2, dueAt: T0 });
    void scheduler.runDue();
    await run;
    expect(settled.flatMap((s) => s.ids)).toEqual([1, 2]);
  });

  it('retries a batch whose settlement failed, keeping its due time', async () => {
    const { manual, settled, scheduler, failOnce } = setUp();
    scheduler.add({ id: 1, dueAt: T0 });
    failOnce();
    await scheduler.runDue();
    expect(settled).toEqual([]);
    expect(manual.delays()).toContain(1000);
    manual.fireAll();
    await scheduler.runDue();
    expect(settled).toEqual([{ ids: [1], now: T0 }]);
  });

  it('hands at most maxBatch items to one settlement and settles them all', async () => {
    const clock = createClock({ frozenAt: T0 });
    const batches: number[] = [];
    const scheduler = new ExpiryScheduler<Due>({
      now: clock.now,
      timers: manualTimers().timers,
      maxBatch: 3,
      onError: () => undefined,
      settle: async (due) => void batches.push(due.length),
    });
    for (let id = 1; id <= 7; id += 1) scheduler.add({ id, dueAt: T0 - id });
    await scheduler.runDue();
    expect(batches).toEqual([3, 3, 1]);
  });
});
