import { exchangeCurrencies, type PayCurrencies } from '@exchange/protocol';
import { POLL_MS, useLiveData } from '@exchange/sdk';

/**
 * The quick exchange's pay currencies with their live quotes (polled like quotations, spec §9) and
 * the user's balances kept current by the balance pushes.
 */
export function usePayCurrencies() {
  return useLiveData({
    endpoint: exchangeCurrencies,
    payload: {},
    requiresLogin: true,
    pollMs: POLL_MS.quotation,
    fromSnapshot: (answer: PayCurrencies) => answer,
    pushes: (bus) => bus.stream('coin_balance'),
    merge: (state, pushes) => ({
      ...state,
      list: state.list.map((row) => {
        const latest = [...pushes].reverse().find((push) => push.currency === row.currency);
        return latest ? { ...row, change_balance: latest.change_balance } : row;
      }),
    }),
  });
}
