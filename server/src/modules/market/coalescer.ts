/**
 * Emits at most once per `intervalMs` per key: the first change after a quiet spell goes out at
 * once, later ones are merged into one emission at the end of the interval. The payload is built
 * when emitting, so it is always the latest state.
 */
export class Coalescer {
  private readonly lastSent = new Map<string, number>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly emit: (key: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  touch(key: string): void {
    if (this.stopped || this.pending.has(key)) return;
    const wait = (this.lastSent.get(key) ?? -Infinity) + this.intervalMs - this.now();
    if (wait <= 0) {
      this.send(key);
      return;
    }
    const timer = setTimeout(() => {
      this.pending.delete(key);
      this.send(key);
    }, wait + 1);
    timer.unref?.();
    this.pending.set(key, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }

  private send(key: string): void {
    if (this.stopped) return;
    this.lastSent.set(key, this.now());
    this.emit(key);
  }
}
