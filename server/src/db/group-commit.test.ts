import { BatchLoader } from './batch-loader';
import { GroupCommit, type Settled } from './group-commit';

describe('GroupCommit', () => {
  it('writes what arrives together in one batch and answers each item with its own result', async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, number>({
      commit: async (items) => {
        batches.push(items);
        return items.map((n): Settled<number> =>
          n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 2 },
        );
      },
    });
    const answers = await Promise.allSettled([1, -2, 3].map((n) => group.submit(n)));
    expect(batches).toEqual([[1, -2, 3]]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      2,
      'bad -2',
      6,
    ]);
  });

  it('collects what arrives during a write into the next batch, one write at a time', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    let running = 0;
    let most = 0;
    const group = new GroupCommit<number, number>({
      commit: async (items) => {
        running += 1;
        most = Math.max(most, running);
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
        return items.map((value) => ({ ok: true, value }));
      },
    });
    const first = group.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = [2, 3, 4].map((n) => group.submit(n));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(group.written).toEqual({ batches: 2, items: 4 });
    expect(most).toBe(1);
    await group.drained();
    expect(group.pending).toBe(0);
  });

  describe('while no batch is being written', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const recording = () => {
      const batches: number[][] = [];
      const group = new GroupCommit<number, number>({
        commit: async (items) => {
          batches.push(items);
          return items.map((value) => ({ ok: true, value }));
        },
        windowMs: 2,
        maxWaitMs: 10,
      });
      return { batches, group };
    };

    it('writes a lone item once windowMs has passed without another', async () => {
      const { batches, group } = recording();
      const answer = group.submit(7);
      await jest.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([[7]]);
      expect(await answer).toBe(7);
    });

    it('keeps a run of arrivals together until it pauses, for at most maxWaitMs', async () => {
      const { batches, group } = recording();
      const answers: Array<Promise<number>> = [];
      // One item a millisecond: never a 2 ms pause, so the first batch goes at 10 ms.
      for (let n = 0; n < 15; n++) {
        answers.push(group.submit(n));
        await jest.advanceTimersByTimeAsync(1);
      }
      expect(batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
      await jest.advanceTimersByTimeAsync(2);
      expect(batches).toEqual([
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [10, 11, 12, 13, 14],
      ]);
      expect(await Promise.all(answers)).toEqual([...Array(15).keys()]);
    });
  });

  it('fails every item of a batch whose write throws', async () => {
    const group = new GroupCommit<number, number>({
      commit: async () => {
        throw new Error('disk gone');
      },
    });
    const answers = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('BatchLoader', () => {
  it('reads the keys asked together with one load and answers missing keys undefined', async () => {
    const loads: string[][] = [];
    const loader = new BatchLoader<string, number>(async (keys) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'x').map((k) => [k, k.length]));
    });
    expect(await Promise.all(['a', 'bb', 'a', 'x'].map((k) => loader.get(k)))).toEqual([1, 2, 1, undefined]);
    expect(loads).toEqual([['a', 'bb', 'x']]);
  });

  it('reads again for every new request: nothing is cached', async () => {
    let value = 1;
    const loader = new BatchLoader<string, number>(async () => new Map([['k', value]]));
    expect(await loader.get('k')).toBe(1);
    value = 2;
    expect(await loader.get('k')).toBe(2);
  });
});
