import { marketApi, type QuotationGroup, type QuotationRow } from '@exchange/protocol';
import { POLL_MS, useCall, useSdk, useStorageValue } from '@exchange/sdk';
import { chooseContractRow } from '../model/leverPairs';
import type { ContractPair } from '../model/market';

/**
 * The pair the contract page trades (the stored pair, spec §3 keys, when it is open to lever
 * trading; else the first lever pair) and the quotation groups (polled every 5 s, spec §9).
 */
export function useContractPair(): {
  pair: ContractPair | undefined;
  row: QuotationRow | undefined;
  groups: QuotationGroup[];
  loading: boolean;
} {
  const sdk = useSdk();
  // Read so the page follows a pair chosen elsewhere (another tab, the pair list).
  useStorageValue('legal_id');
  useStorageValue('currency_id');
  const quotation = useCall(
    marketApi.quotationNew,
    {},
    { silent: true, pollMs: POLL_MS.quotation, refetchOnResync: true },
  );
  const groups = quotation.data ?? [];
  const stored = sdk.storedPair();
  const row = chooseContractRow(groups, stored);
  const pair = row && {
    legalId: row.legal_id,
    currencyId: row.currency_id,
    base: row.currency_name,
    quote: row.legal_name,
    symbol: `${row.currency_name}/${row.legal_name}`.toUpperCase(),
  };
  return { pair, row, groups, loading: quotation.loading && !quotation.data };
}
