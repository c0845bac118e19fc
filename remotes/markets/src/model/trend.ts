import type { QuotationRow } from '@exchange/protocol';
import { rowKey } from './board';

export const TREND_PANEL_SIZE = 6;

/**
 * The trend panel shows a random handful of visible pairs (spec §2 Home). The pick is made once per
 * set of available pairs, so live price updates do not reshuffle the panel under the reader's eyes.
 */
export function pickTrendKeys(
  rows: readonly QuotationRow[],
  size = TREND_PANEL_SIZE,
  random: () => number = Math.random,
): string[] {
  const keys = rows.filter((row) => row.is_display === 1).map(rowKey);
  for (let i = keys.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
  }
  return keys.slice(0, size);
}
