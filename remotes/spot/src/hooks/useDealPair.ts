import { marketApi, type QuotationGroup, type QuotationRow } from '@exchange/protocol';
import { POLL_MS, useCall, useSdk, useStorageValue, type StoredPair } from '@exchange/sdk';
import { useEffect } from 'react';

/**
 * The pair the deal centre shows (spec §3 `deal*` keys, else the app's pair), the quotation groups,
 * and spec §4 "Default pair": with nothing stored, the first quotation row is stored.
 */
export function useDealPair(): { pair: StoredPair | null; groups: QuotationGroup[]; row?: QuotationRow } {
  const sdk = useSdk();
  const dealLegalId = useStorageValue('dealLegalId');
  const dealCurrencyId = useStorageValue('dealCurrencyId');
  const dealLegalName = useStorageValue('dealLegalName');
  const dealCurrencyName = useStorageValue('dealCurrencyName');
  const legalId = useStorageValue('legal_id');
  const quotation = useCall(
    marketApi.quotationNew,
    {},
    { silent: true, pollMs: POLL_MS.quotation, refetchOnResync: true },
  );
  const groups = quotation.data ?? [];

  useEffect(() => {
    if (quotation.data) sdk.applyDefaultPair(quotation.data);
  }, [quotation.data, sdk]);

  let pair: StoredPair | null = null;
  if (dealLegalId !== undefined && dealCurrencyId !== undefined && dealLegalName && dealCurrencyName) {
    pair = {
      legalId: dealLegalId,
      currencyId: dealCurrencyId,
      currencyName: dealCurrencyName,
      legalName: dealLegalName,
      symbol: `${dealCurrencyName}/${dealLegalName}`.toUpperCase(),
    };
  } else {
    const stored = legalId === undefined ? undefined : sdk.storedPair();
    if (stored) pair = { ...stored, symbol: stored.symbol.toUpperCase() };
  }
  const row = pair
    ? groups
        .flatMap((group) => group.quotation)
        .find((r) => r.legal_id === pair.legalId && r.currency_id === pair.currencyId)
    : undefined;
  return { pair, groups, row };
}
