/** Time left until `deadlineMs`, split for display; all zero once it has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function timeLeft(deadlineMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `hh:mm:ss` of what is left after the whole days. */
export const clockOf = (left: TimeLeft): string =>
  `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
