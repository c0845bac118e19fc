import { barStart, nextBarStart } from './periods';

const at = (iso: string) => Date.parse(iso);

describe('kline periods', () => {
  it('cuts minutes and hours on UTC boundaries', () => {
    expect(barStart('5min', at('2026-03-10T10:07:31Z'))).toBe(at('2026-03-10T10:05:00Z'));
    expect(barStart('60min', at('2026-03-10T10:59:59Z'))).toBe(at('2026-03-10T10:00:00Z'));
  });

  it('starts days, weeks and months at midnight Asia/Shanghai', () => {
    // 2026-03-10T17:00Z is 01:00 on the 11th in Shanghai.
    expect(barStart('1day', at('2026-03-10T17:00:00Z'))).toBe(at('2026-03-10T16:00:00Z'));
    // Wednesday 11th Shanghai -> Monday 9th 00:00 Shanghai.
    expect(barStart('1week', at('2026-03-10T17:00:00Z'))).toBe(at('2026-03-08T16:00:00Z'));
    expect(barStart('1mon', at('2026-03-31T17:00:00Z'))).toBe(at('2026-03-31T16:00:00Z'));
    expect(barStart('1mon', at('2026-03-31T15:00:00Z'))).toBe(at('2026-02-28T16:00:00Z'));
  });

  it('steps to the next bar, months by calendar', () => {
    expect(nextBarStart('1mon', at('2026-01-31T16:00:00Z'))).toBe(at('2026-02-28T16:00:00Z'));
    expect(nextBarStart('1week', at('2026-03-08T16:00:00Z'))).toBe(at('2026-03-15T16:00:00Z'));
  });
});
