import {
  checkChargeRequest,
  checkTransfer,
  checkWithdraw,
  convertedAmount,
  percentFee,
  receivedAmount,
} from './withdraw';

describe('withdraw rules (spec §5)', () => {
  const valid = { address: '0xabc', amount: '20', min: '10' };

  it('asks for the address first, then the amount', () => {
    expect(checkWithdraw({ ...valid, address: ' ', amount: '' })).toEqual({
      messageKey: 'wallet.enterAddress',
    });
    expect(checkWithdraw({ ...valid, amount: '' })).toEqual({ messageKey: 'wallet.enterNumber' });
    expect(checkWithdraw({ ...valid, amount: 'abc' })).toEqual({ messageKey: 'wallet.enterNumber' });
    expect(checkWithdraw({ ...valid, amount: '0' })).toEqual({ messageKey: 'wallet.enterNumber' });
  });

  it('rejects an amount below the minimum, naming the minimum', () => {
    expect(checkWithdraw({ ...valid, amount: '9.99999999' })).toEqual({
      messageKey: 'wallet.belowMin',
      params: { min: '10' },
    });
    expect(checkWithdraw({ ...valid, amount: '10' })).toBeNull();
  });

  it('needs the memo where the network asks for one, and the trade password when bound', () => {
    expect(checkWithdraw({ ...valid, memoRequired: true, memo: '' })).toEqual({
      messageKey: 'wallet.memoInvalid',
    });
    expect(checkWithdraw({ ...valid, passwordRequired: true, password: '' })).toEqual({
      messageKey: 'trade.enterPsw',
    });
    expect(
      checkWithdraw({ ...valid, memoRequired: true, memo: '7', passwordRequired: true, password: '1' }),
    ).toBeNull();
  });

  it('shows received = amount - fee, never below 0', () => {
    expect(receivedAmount('20', '1')).toBe('19');
    expect(receivedAmount('0.5', '1')).toBe('0');
    expect(receivedAmount('0.3', '0.1')).toBe('0.2');
    expect(receivedAmount('', '1')).toBe('');
  });

  it('computes the fiat fee as amount x rate / 100 and the local amount as amount x rmb', () => {
    expect(percentFee('200', '0.5')).toBe('1');
    expect(percentFee('0.1', '0.3')).toBe('0.0003');
    expect(convertedAmount('10', '7.1')).toBe('71');
    expect(convertedAmount('x', '7.1')).toBe('');
  });
});

describe('transfer and deposit request rules (spec §5)', () => {
  it('refuses a transfer of 0, garbage or more than available', () => {
    expect(checkTransfer('0', '10')).toEqual({ messageKey: 'transfer.wrongAmount' });
    expect(checkTransfer('-1', '10')).toEqual({ messageKey: 'transfer.wrongAmount' });
    expect(checkTransfer('10.000000001', '20')).toEqual({ messageKey: 'transfer.wrongAmount' });
    expect(checkTransfer('11', '10')).toEqual({ messageKey: 'balance.insufficient' });
    expect(checkTransfer('10', '10')).toBeNull();
  });

  it('asks for the account, then the amount of a deposit request', () => {
    expect(checkChargeRequest('', '5')).toEqual({ messageKey: 'charge.enterAccount' });
    expect(checkChargeRequest('6222 0000', '')).toEqual({ messageKey: 'charge.enterAmount' });
    expect(checkChargeRequest('6222 0000', '5')).toBeNull();
  });
});
