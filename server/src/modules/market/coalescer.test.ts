import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first change at once and merges a burst into one send per interval', () => {
    const sent: Array<[string, number]> = [];
    const c = new Coalescer(100, (key) => sent.push([key, Date.now()]));
    const start = Date.now();
    c.touch('BTC/USDT');
    for (let i = 0; i < 50; i++) {
      jest.advanceTimersByTime(5);
      c.touch('BTC/USDT');
    }
    jest.advanceTimersByTime(200);
    const times = sent.map(([, at]) => at - start);
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(100);
    // 250 ms of changes: sent at 0, 101, 202 and 303 ms (the last change is never lost).
    expect(sent).toHaveLength(4);
  });

  it('keeps keys independent and sends nothing after stop', () => {
    const sent: string[] = [];
    const c = new Coalescer(100, (key) => sent.push(key));
    c.touch('a');
    c.touch('b');
    c.touch('a');
    c.stop();
    jest.advanceTimersByTime(500);
    expect(sent).toEqual(['a', 'b']);
  });
});
