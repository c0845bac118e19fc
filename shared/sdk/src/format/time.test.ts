import { DISPLAY_TIME_ZONE, formatTime } from './time';

// 2023-11-14T22:13:20Z, which is 2023-11-15 06:13:20 in Asia/Shanghai.
const instant = 1_700_000_000_000;

describe('formatTime (spec §9: Asia/Shanghai, UTC+8)', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it('shows a fixed instant in UTC+8 in every format', () => {
    expect(formatTime(instant)).toBe('06:13:20');
    expect(formatTime(instant, 'clock')).toBe('06:13:20');
    expect(formatTime(instant, 'dateTime')).toBe('2023-11-15 06:13:20');
    expect(formatTime(instant, 'date')).toBe('2023-11-15');
    expect(formatTime(instant, 'minute')).toBe('11-15 06:13');
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'reads the same on a machine set to %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatTime(instant, 'dateTime')).toBe('2023-11-15 06:13:20');
    },
  );

  it('agrees with the Asia/Shanghai time zone of the platform', () => {
    const shanghai = new Intl.DateTimeFormat('en-GB', {
      timeZone: DISPLAY_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    expect(formatTime(instant)).toBe(shanghai);
  });

  it("shows '--' for a missing or invalid time", () => {
    expect(formatTime(null)).toBe('--');
    expect(formatTime(undefined)).toBe('--');
    expect(formatTime(Number.NaN)).toBe('--');
    expect(formatTime(8.64e15 + 1, 'dateTime')).toBe('--');
  });
});
