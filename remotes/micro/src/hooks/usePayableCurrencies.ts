import { microPayableCurrencies, type MicroCurrency, type WalletBalancePush } from '@exchange/protocol';
import { POLL_MS, useLiveData } from '@exchange/sdk';

/** A `coin_balance` push carrying a micro balance replaces that currency's figure. */
export function applyMicroBalances(
  currencies: MicroCurrency[],
  pushes: readonly WalletBalancePush[],
): MicroCurrency[] {
  let next = currencies;
  for (const push of pushes) {
    const { micro_balance, lock_micro_balance } = push;
    if (micro_balance === undefined) continue;
    next = next.map((currency) =>
      currency.currency_id !== push.currency
        ? currency
        : {
            ...currency,
            user_wallet: {
              micro_balance,
              lock_micro_balance: lock_micro_balance ?? currency.user_wallet.lock_micro_balance,
            },
          },
    );
  }
  return next;
}

/**
 * The currencies an order can be paid with and the caller's micro balance in each (spec §3 Micro
 * currency): polled with the balances (spec §9), kept current between polls by `coin_balance` pushes.
 */
export function usePayableCurrencies() {
  return useLiveData({
    endpoint: microPayableCurrencies,
    payload: {},
    requiresLogin: true,
    pollMs: POLL_MS.balances,
    fromSnapshot: (currencies) => currencies,
    pushes: (bus) => bus.stream('coin_balance'),
    merge: applyMicroBalances,
  });
}
