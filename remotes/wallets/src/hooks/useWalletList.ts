import { POLL_MS, useLiveData } from '@exchange/sdk';
import { walletList } from '@exchange/protocol';
import { mergeBalancePushes } from '../model/accounts';

/**
 * Every account's balances (wallet/list), kept live: the user's balance pushes (`coin_balance`,
 * every account of a currency) merged once per frame, a poll (spec §9 balances) and a re-fetch after
 * a reconnect. Every wallet screen that shows balances reads them through this one hook.
 */
export function useWalletList() {
  return useLiveData({
    endpoint: walletList,
    payload: {},
    requiresLogin: true,
    pollMs: POLL_MS.balances,
    fromSnapshot: (list) => list,
    pushes: (bus) => bus.stream('coin_balance'),
    merge: mergeBalancePushes,
  });
}
