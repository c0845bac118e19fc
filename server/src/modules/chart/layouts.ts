import { chartLayoutSchema, emptyChartLayout, type ChartLayout } from '@exchange/protocol';
import type { Database } from '../../db';

/** The kept layout of a user and key; an empty one when none was kept (or a stored one no longer parses). */
export async function readLayout(db: Database, userId: number, pair: string): Promise<ChartLayout> {
  const { rows } = await db.query<{ layout: unknown }>(
    'SELECT layout FROM chart_layouts WHERE user_id = $1 AND pair = $2',
    [userId, pair],
  );
  const parsed = chartLayoutSchema.safeParse(rows[0]?.layout);
  return parsed.success ? parsed.data : emptyChartLayout();
}

/** Replaces the user's layout of `pair`; an empty layout deletes the row (nothing kept, nothing stored). */
export async function writeLayout(db: Database, userId: number, pair: string, layout: ChartLayout) {
  if (layout.indicators.length === 0 && layout.drawings.length === 0) {
    await db.query('DELETE FROM chart_layouts WHERE user_id = $1 AND pair = $2', [userId, pair]);
    return;
  }
  await db.query(
    `INSERT INTO chart_layouts (user_id, pair, layout, updated_at) VALUES ($1, $2, $3::jsonb, now())
     ON CONFLICT (user_id, pair) DO UPDATE SET layout = EXCLUDED.layout, updated_at = now()`,
    [userId, pair, JSON.stringify(layout)],
  );
}
