import { type MarketGroup, type MarketRow, pairKey } from './quotation';

/**
 * Live `daymarket` pushes on top of the polled quotation (spec §3 "Day market push"). A push only
 * patches the figures it carries; rows and groups it does not touch keep their identity so memoized
 * rows do not re-render.
 */
export interface DayMarketPatch {
  currency_id: number;
  legal_id: number;
  now_price?: string;
  change?: string;
  volume?: string;
}

type Loose = Record<string, unknown>;

const figure = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** Reads a push payload leniently; returns null when it cannot be tied to a pair. */
export function toDayMarketPatch(push: unknown): DayMarketPatch | null {
  if (typeof push !== 'object' || push === null) return null;
  const raw = push as Loose;
  const currencyId = Number(raw.currency_id);
  const legalId = Number(raw.legal_id);
  if (!Number.isInteger(currencyId) || !Number.isInteger(legalId)) return null;
  return {
    currency_id: currencyId,
    legal_id: legalId,
    now_price: figure(raw.now_price),
    change: figure(raw.change),
    volume: figure(raw.volume),
  };
}

function patchRow(row: MarketRow, patch: DayMarketPatch): MarketRow {
  const next = {
    now_price: patch.now_price ?? row.now_price,
    change: patch.change ?? row.change,
    volume: patch.volume ?? row.volume,
  };
  if (next.now_price === row.now_price && next.change === row.change && next.volume === row.volume) {
    return row;
  }
  return { ...row, ...next };
}

/** Applies a batch of patches (one animation frame's worth); the last patch per pair wins. */
export function applyDayMarket(groups: MarketGroup[], patches: readonly DayMarketPatch[]): MarketGroup[] {
  if (patches.length === 0) return groups;
  const latest = new Map<string, DayMarketPatch>();
  for (const patch of patches) {
    const key = pairKey(patch.currency_id, patch.legal_id);
    latest.set(key, { ...latest.get(key), ...withoutUndefined(patch) } as DayMarketPatch);
  }
  let changed = false;
  const next = groups.map((group) => {
    let groupChanged = false;
    const rows = group.rows.map((row) => {
      const patch = latest.get(row.key);
      if (!patch) return row;
      const patched = patchRow(row, patch);
      if (patched !== row) groupChanged = true;
      return patched;
    });
    if (!groupChanged) return group;
    changed = true;
    return { ...group, rows };
  });
  return changed ? next : groups;
}

function withoutUndefined(patch: DayMarketPatch): Partial<DayMarketPatch> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}
