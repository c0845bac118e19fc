/**
 * A doubled lever/submit makes one position. With an `Idempotency-Key` the database keeps the key
 * with the position (24 h, see routes.ts); requests with the same key that overlap share the first
 * one's answer here. Without a key, the same request of the same user within `windowMs` (a double
 * click, a retried form post) answers the position the first one made, while `reusable` says that
 * position is still as it was made (a request sent again after a cancel places a new one).
 */
export class SubmitGuard<T> {
  private readonly recent = new Map<string, { at: number; answer: Promise<T>; settled?: T }>();

  constructor(
    private readonly reusable: (answer: T) => boolean,
    private readonly windowMs = 2000,
  ) {}

  run(fingerprint: string, keyed: boolean, now: number, task: () => Promise<T>): Promise<T> {
    this.prune(now);
    const seen = this.recent.get(fingerprint);
    if (seen && (seen.settled === undefined || this.reusable(seen.settled))) return seen.answer;
    const answer = task();
    const entry: { at: number; answer: Promise<T>; settled?: T } = { at: now, answer };
    void answer.then(
      (value) => (entry.settled = value),
      () => undefined,
    );
    this.recent.set(fingerprint, entry);
    const forget = () => {
      if (this.recent.get(fingerprint) === entry) this.recent.delete(fingerprint);
    };
    // A refused submit may be sent again at once; a keyed one is remembered by the database.
    answer.then(() => keyed && forget(), forget);
    return answer;
  }

  private prune(now: number): void {
    for (const [fingerprint, entry] of this.recent) {
      if (now - entry.at > this.windowMs) this.recent.delete(fingerprint);
    }
  }
}
