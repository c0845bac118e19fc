import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MarketsSource } from '../data/MarketsSource';
import type { MarketGroup, MarketRow } from '../model/quotation';

/** Where choosing a market leads (spec §4 "Choosing a market"). */
export const DEAL_CENTRE_PATH = '/dealCenter';

/**
 * Choosing a market stores the pair keys (through the sdk) and opens the deal centre. The callback
 * keeps one identity for the page's life so memoized rows are not re-rendered by it.
 */
export function useChooseMarket(source: MarketsSource, groups: readonly MarketGroup[]) {
  const navigate = useNavigate();
  const latest = useRef({ source, groups, navigate });
  latest.current = { source, groups, navigate };
  return useCallback((row: MarketRow) => {
    const { source: current, groups: currentGroups, navigate: go } = latest.current;
    current.choosePair(row, locate(currentGroups, row));
    go(DEAL_CENTRE_PATH);
  }, []);
}

/** The row's group and row index, which the deal centre's pair list restores (dealIndex1/2). */
function locate(groups: readonly MarketGroup[], row: MarketRow): { groupIndex?: number; rowIndex?: number } {
  for (let groupIndex = 0; groupIndex < groups.length; groupIndex += 1) {
    const rowIndex = groups[groupIndex]?.rows.findIndex((candidate) => candidate.key === row.key) ?? -1;
    if (rowIndex >= 0) return { groupIndex, rowIndex };
  }
  return {};
}
