import type { Queryable } from '../db';
import type { Clock } from './clock';

/**
 * The operator clock's offset in storage (table `server_clock`), so that a restart keeps the time
 * the data was written under. Why the offset and not "resume from the latest time in the data": the
 * offset is one number every node reads the same way at start (api nodes and engines of the scaled
 * topology share the database), wall time keeps passing while the server is down exactly as it
 * would have without the advance, and no module has to declare which of its columns are times.
 */
export async function storedClockOffset(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ offset_ms: string | number }>(
    'SELECT offset_ms FROM server_clock WHERE id = 1',
  );
  return Number(rows[0]?.offset_ms ?? 0);
}

/**
 * Moves `clock` to the stored offset (forward only, before any job listens), then stores every
 * later advance before the advance's job turn runs. Returns the unsubscribe.
 */
export async function keepClockOffset(db: Queryable, clock: Clock): Promise<() => void> {
  const behind = (await storedClockOffset(db)) - clock.offsetMs;
  if (behind > 0) await clock.advance(behind);
  return clock.onAdvance(async () => {
    await db.query('UPDATE server_clock SET offset_ms = GREATEST(offset_ms, $1) WHERE id = 1', [
      clock.offsetMs,
    ]);
  });
}
