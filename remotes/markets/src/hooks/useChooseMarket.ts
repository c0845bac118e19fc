import type { QuotationGroup, QuotationRow } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { rowKey } from '../model/board';

/** Where choosing a market leads (spec §4 "Choosing a market"). */
export const DEAL_CENTRE_PATH = '/dealCenter';

/**
 * Choosing a market stores the pair keys (through the sdk) and opens the deal centre. The callback
 * keeps one identity for the page's life so memoized rows are not re-rendered by it.
 */
export function useChooseMarket(groups: readonly QuotationGroup[]) {
  const sdk = useSdk();
  const navigate = useNavigate();
  const latest = useRef({ sdk, groups, navigate });
  latest.current = { sdk, groups, navigate };
  return useCallback((row: QuotationRow) => {
    const { sdk: current, groups: currentGroups, navigate: go } = latest.current;
    current.choosePair(row, locate(currentGroups, row));
    go(DEAL_CENTRE_PATH);
  }, []);
}

/** The row's group and row index, which the deal centre's pair list restores (dealIndex1/2). */
function locate(
  groups: readonly QuotationGroup[],
  row: QuotationRow,
): { groupIndex?: number; rowIndex?: number } {
  const key = rowKey(row);
  for (let groupIndex = 0; groupIndex < groups.length; groupIndex += 1) {
    const rowIndex = groups[groupIndex]?.quotation.findIndex((candidate) => rowKey(candidate) === key) ?? -1;
    if (rowIndex >= 0) return { groupIndex, rowIndex };
  }
  return {};
}
