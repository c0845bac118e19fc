/**
 * The running order's countdown (spec §4, §9 POLL_MS.microCountdown). The server says how long is
 * left (`remain_milli_seconds`, by its own clock); the screen anchors that on the moment the answer
 * arrived, on a monotonic clock (`performance.now()`), so a wrong or changed wall clock on the
 * user's machine never moves the settlement time on screen.
 */

/** The monotonic clock every countdown reads; tests replace it through jest's fake timers. */
export const monotonicNow = (): number => performance.now();

/** The moment (monotonic ms) an order received at `receivedAt` with `remainMs` left settles. */
export const deadlineOf = (remainMs: number, receivedAt: number): number =>
  receivedAt + Math.max(0, remainMs);

/** Milliseconds left at `now`, never below 0. */
export const remainingAt = (deadline: number, now: number): number => Math.max(0, deadline - now);

/** "12.4": seconds left in tenths, rounded up, so the figure reaches 0.0 only when the time is up. */
export function secondsText(remainMs: number): string {
  const tenths = Math.ceil(Math.max(0, remainMs) / 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
