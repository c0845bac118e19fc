/**
 * Coalesces reads: the keys asked for during one turn of the event loop, or while the previous
 * lookup is running, are looked up by one `load` call (one query instead of one per caller; at most
 * one running at a time). Nothing is cached: every `get` is answered by a query that started after
 * it was called, so what it answers is as fresh as a query of its own.
 */
export class BatchLoader<K, V> {
  private keys = new Map<
    K,
    Array<{ resolve: (value: V | undefined) => void; reject: (e: unknown) => void }>
  >();
  private scheduled = false;
  private running = false;

  /** `load` answers the found keys; a key it leaves out resolves undefined. */
  constructor(private readonly load: (keys: K[]) => Promise<Map<K, V>>) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.keys.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.keys.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => void this.run());
  }

  private async run(): Promise<void> {
    const batch = this.keys;
    this.keys = new Map();
    this.scheduled = false;
    this.running = true;
    try {
      const found = await this.load([...batch.keys()]);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    } finally {
      this.running = false;
      if (this.keys.size > 0) this.schedule();
    }
  }
}
