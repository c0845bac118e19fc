import { walletEntry, walletList } from '../testing/wallet';
import { mergeBalancePushes } from './balances';

const entry = walletEntry;
const list = walletList;

describe('mergeBalancePushes', () => {
  it('applies the present fields of each push, in order, to every account of the currency', () => {
    const btc = entry({ currency: 2, currency_name: 'BTC', change_balance: '0.5' });
    const next = mergeBalancePushes(list([entry(), btc]), [
      { currency: 1, change_balance: '90', lock_change_balance: '15' },
      { currency: 1, change_balance: '80', lock_change_balance: '15', lever_balance: '40' },
    ]);
    expect(next.change_wallet.balance[0]).toMatchObject({ change_balance: '80', lock_change_balance: '15' });
    expect(next.lever_wallet.balance[0]).toMatchObject({ lever_balance: '40', micro_balance: '20' });
    expect(next.change_wallet.balance[1]).toMatchObject({ change_balance: '0.5' });
  });

  it('leaves the list as it is without pushes', () => {
    const unchanged = list([entry()]);
    expect(mergeBalancePushes(unchanged, [])).toBe(unchanged);
  });
});
