/**
 * Spec §9: times read in Asia/Shanghai whatever the reader's zone ("an 8-hour offset applies when
 * formatting times"). Shanghai keeps no daylight saving, so the zone is a fixed UTC+8 and the
 * formatter needs no time-zone database: the same trade reads the same on every screen and machine.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';
export const DISPLAY_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The spec's time formats, by use. */
export const timeFormats = {
  /** Trade and fill times in lists and tickers. */
  clock: 'HH:mm:ss',
  /** Order, record and log times. */
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  /** Days (project phases, lock-up terms). */
  date: 'YYYY-MM-DD',
  /** Chart axis and short stamps. */
  minute: 'MM-DD HH:mm',
} as const;

export type TimeFormat = keyof typeof timeFormats;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `epochMs` (milliseconds since 1970, UTC) in `format`, in UTC+8; '--' for a missing or invalid time.
 * Wire fields in seconds are converted by the caller's protocol type, never guessed here.
 */
export function formatTime(epochMs: number | null | undefined, format: TimeFormat = 'clock'): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return '--';
  const shifted = new Date(epochMs + DISPLAY_UTC_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '--';
  const parts: Record<string, string> = {
    YYYY: String(shifted.getUTCFullYear()),
    MM: pad(shifted.getUTCMonth() + 1),
    DD: pad(shifted.getUTCDate()),
    HH: pad(shifted.getUTCHours()),
    mm: pad(shifted.getUTCMinutes()),
    ss: pad(shifted.getUTCSeconds()),
  };
  return timeFormats[format].replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}
