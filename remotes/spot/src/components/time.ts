/**
 * Spec §9: times show in Asia/Shanghai (UTC+8) whatever the viewer's zone, like the reference UI's
 * fixed 8-hour offset.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm:ss in UTC+8. */
export function formatClock(epochMs: number): string {
  const date = new Date(epochMs + SHANGHAI_OFFSET_MS);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** YYYY-MM-DD HH:mm:ss in UTC+8. */
export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs + SHANGHAI_OFFSET_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${formatClock(epochMs)}`;
}
