import { accountRows, accountTotal, grandTotal } from './accounts';
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
