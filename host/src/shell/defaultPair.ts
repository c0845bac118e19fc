import { applyDefaultPair, storedPair, type ApiClient, type TypedStorage } from '@exchange/sdk';

/**
 * Spec §4 default pair: on first load, when no pair is stored, the first quotation row becomes the
 * stored pair (so the deal centre opens on something). Failures are silent, like every home load (§8).
 */
export async function ensureDefaultPair(
  api: Pick<ApiClient, 'call'>,
  storage: TypedStorage,
): Promise<boolean> {
  if (storedPair(storage)) return false;
  const result = await api.call((protocol) => protocol.marketApi.quotationNew, {}, { silent: true });
  if (result.type !== 'ok') return false;
  return applyDefaultPair(storage, result.message);
}
