import type { Queryable } from '../../db';
import { canonicalDecimal } from '../../money';
import type { Pair } from '../market';

/** One lever pair's terms: the pair's §3 fields plus the rows of lever_settings (400_lever.sql). */
export interface LeverTerms {
  pair: Pair;
  /** Multiples offered, ascending. */
  multiples: number[];
  /** Preset lot counts of the lot buttons. */
  presets: number[];
  shareMin: number;
  /** 0 = no upper bound. */
  shareMax: number;
  /** Percent: below this risk rate the account is liquidated. */
  maintenance: string;
  /** Percent of the value per day open. */
  overnight: string;
}

/** Defaults of a lever pair without a lever_settings row. */
const defaults = {
  multiples: [5, 10, 20, 50, 100],
  presets: [1, 5, 10, 20, 50],
  shareMin: 1,
  shareMax: 500,
  maintenance: '50',
  overnight: '0.05',
};

interface SettingsRow {
  pair_id: number;
  multiples: number[];
  share_presets: number[];
  share_min: number;
  share_max: number;
  maintenance_rate: string;
  overnight_rate: string;
}

/** Terms of every pair with open_lever 1, by pair id. */
export async function loadTerms(db: Queryable, pairs: readonly Pair[]): Promise<Map<number, LeverTerms>> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT pair_id, multiples, share_presets, share_min, share_max, maintenance_rate::text,
            overnight_rate::text FROM lever_settings`,
  );
  const byPair = new Map(rows.map((r) => [r.pair_id, r]));
  const terms = new Map<number, LeverTerms>();
  for (const pair of pairs) {
    if (pair.openLever !== 1) continue;
    const row = byPair.get(pair.id);
    terms.set(
      pair.id,
      row
        ? {
            pair,
            multiples: row.multiples.map(Number).sort((a, b) => a - b),
            presets: row.share_presets.map(Number),
            shareMin: row.share_min,
            shareMax: row.share_max,
            maintenance: canonicalDecimal(row.maintenance_rate),
            overnight: canonicalDecimal(row.overnight_rate),
          }
        : { pair, ...defaults },
    );
  }
  return terms;
}
