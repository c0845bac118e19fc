import { useBalances } from '@exchange/sdk';

/**
 * The spot (`change`) balance of one currency, from the sdk's shared balances channel (`wallet/list`
 * polled as spec §9 says, `coin_balance` pushes between polls); undefined while logged out or unread.
 */
export function useSpotBalance(currencyId: number) {
  const balances = useBalances();
  const entry = balances.data?.change_wallet.balance.find((candidate) => candidate.currency === currencyId);
  return { available: entry?.change_balance, reload: balances.reload };
}
