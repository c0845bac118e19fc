import { accountRows, accountTotal, grandTotal, mergeBalancePushes } from './accounts';
import { btcEntry, walletEntry, walletList } from '../testing/fixtures';

describe('account rows', () => {
  it('reads each account its own fields and values them in dollars with the frozen part', () => {
    const list = walletList([
      walletEntry(),
      btcEntry({ change_balance: '0.5', lock_change_balance: '0.25' }),
    ]);
    const change = accountRows(list, 'change');
    expect(change.map((row) => [row.name, row.available, row.frozen, row.value])).toEqual([
      ['USDT', '100', '5', '105'],
      ['BTC', '0.5', '0.25', '45000'],
    ]);
    expect(accountRows(list, 'lever')[0]).toMatchObject({ available: '30', value: '30' });
    expect(accountTotal(change)).toBe('45105');
  });

  it('sums every account for the total in dollars', () => {
    expect(grandTotal(walletList([walletEntry()]))).toBe('155');
  });

  it('treats a malformed figure as 0 instead of failing the screen', () => {
    const [row] = accountRows(walletList([walletEntry({ change_balance: 'n/a', usdt_price: '' })]), 'change');
    expect(row).toMatchObject({ available: '0', value: '0' });
  });
});

describe('balance pushes', () => {
  it('applies the present fields of each push, in order, to every account of the currency', () => {
    const list = walletList([walletEntry(), btcEntry()]);
    const next = mergeBalancePushes(list, [
      { currency: 1, change_balance: '90', lock_change_balance: '15' },
      { currency: 1, change_balance: '80', lock_change_balance: '15', lever_balance: '40' },
    ]);
    expect(accountRows(next, 'change')[0]).toMatchObject({ available: '80', frozen: '15' });
    expect(accountRows(next, 'lever')[0]).toMatchObject({ available: '40' });
    expect(accountRows(next, 'micro')[0]).toMatchObject({ available: '20' });
    expect(accountRows(next, 'change')[1]).toMatchObject({ available: '0.5' });
  });

  it('leaves the list as it is without pushes', () => {
    const list = walletList();
    expect(mergeBalancePushes(list, [])).toBe(list);
  });
});
