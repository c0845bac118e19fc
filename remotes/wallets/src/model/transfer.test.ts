import { walletEntry, walletList, btcEntry } from '../testing/fixtures';
import { checkTransfer, otherAccount, transferCurrencies, transferQuery } from './transfer';

describe('transferCurrencies', () => {
  it('offers the contract and micro accounts only where the server lists the currency', () => {
    const usdt = walletEntry();
    const btc = btcEntry({ change_balance: '0.5', lever_balance: '0.1' });
    const list = {
      ...walletList([usdt, btc]),
      lever_wallet: { balance: [usdt, btc], usdt_totle: '0' },
      micro_wallet: { balance: [usdt], usdt_totle: '0' },
    };
    const [first, second] = transferCurrencies(list);
    expect(first).toEqual({
      id: 1,
      name: 'USDT',
      accounts: ['change', 'lever', 'micro'],
      wallet: { change: '100', lever: '30', micro: '20' },
    });
    expect(second?.accounts).toEqual(['change', 'lever']);
    expect(second?.wallet.lever).toBe('0.1');
  });
});

describe('checkTransfer (spec §5 Transfer)', () => {
  const base = { available: '10.5', from: 'change', to: 'lever' } as const;
  it.each(['', '0', '0.00', 'abc', '-1', '1.234'])("refuses %p as 'wrong amount'", (amount) => {
    expect(checkTransfer({ ...base, amount })).toBe('wrongAmount');
  });
  it('refuses more than the available balance, exactly', () => {
    expect(checkTransfer({ ...base, amount: '10.51' })).toBe('overAvailable');
    expect(checkTransfer({ ...base, amount: '10.5' })).toBeUndefined();
  });
  it('refuses while the balance is unknown and when both accounts are the same', () => {
    expect(checkTransfer({ ...base, available: undefined, amount: '1' })).toBe('overAvailable');
    expect(checkTransfer({ ...base, to: 'change', amount: '1' })).toBe('sameAccount');
  });
});

describe('otherAccount and transferQuery', () => {
  it('picks the first open account other than from', () => {
    const currency = {
      id: 2,
      name: 'BTC',
      accounts: ['change', 'micro'] as const,
      wallet: { change: '1', lever: '0', micro: '0' },
    };
    expect(otherAccount(currency, 'change')).toBe('micro');
    expect(otherAccount(currency, 'micro')).toBe('change');
  });
  it('reads the currency and the micro link from the query', () => {
    expect(transferQuery('?id=3&type=1')).toEqual({ currency: 3, from: 'change', to: 'micro' });
    expect(transferQuery('?id=x')).toEqual({ currency: undefined, from: 'change', to: 'lever' });
  });
});
