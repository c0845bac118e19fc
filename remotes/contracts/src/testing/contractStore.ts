import type { LeverDeal } from '@exchange/protocol';
import { createLiveStore } from '@exchange/sdk';
import type { TestSdk } from '@exchange/sdk/testing';
import { goOnline } from '@exchange/starter/testing';
import { leverDealModel, pagePositions } from '../model/contractFeed';
import type { ContractPair } from '../model/market';
import { leverDeal } from './fixtures';

export const btcPair: ContractPair = {
  legalId: 1,
  currencyId: 2,
  base: 'BTC',
  quote: 'USDT',
  symbol: 'BTC/USDT',
};

/** The contract page's live store holding a lever/deal snapshot (frames run at once). */
export function contractStore(deal: LeverDeal = leverDeal()) {
  const store = createLiveStore(leverDealModel(pagePositions(btcPair)), {
    schedule: (run) => {
      run();
      return () => undefined;
    },
  });
  store.applySnapshot(deal);
  return store;
}

/** Logs the test sdk in and lets its socket connect: the app is online. */
export async function logInOnline(test: TestSdk) {
  test.sdk.session.login('token-1');
  await goOnline(test);
}

export { sent as sentTo } from '@exchange/sdk/testing';
