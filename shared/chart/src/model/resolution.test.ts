import { RESOLUTIONS, isResolution, periodOf, requestWindow } from './resolution';

describe('resolutions', () => {
  it('offers spec §9 resolutions, time-share first', () => {
    expect(RESOLUTIONS).toEqual([
      'timeShare',
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '1day',
      '1week',
      '1mon',
    ]);
    expect(isResolution('1week')).toBe(true);
    expect(isResolution('2min')).toBe(false);
  });

  it('draws time-share from 1-minute bars', () => {
    expect(periodOf('timeShare')).toBe('1min');
    expect(periodOf('1week')).toBe('1week');
  });

  it('asks for the last 300 bars in epoch seconds', () => {
    expect(requestWindow('1min', 1_000_000_000)).toEqual({ from: 1_000_001 - 18_000, to: 1_000_001 });
    expect(requestWindow('1mon', 1_000)).toEqual({ from: 0, to: 2 });
  });
});
