import { coinBalancePushSchema } from './spot';
import { getInAddress, hzHistory, walletChange, walletOut, walletApi } from './wallet';
import { jcBind, legalLog, chargeReq, walletRecordsApi } from './wallet-records';

const firstKey = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('wallet protocol', () => {
  it('reads wallet/change with explicit accounts', () => {
    expect(
      walletChange.request.parse({
        currency_id: '1',
        number: '10.5',
        from_field: 'change',
        to_field: 'micro',
      }),
    ).toEqual({ currency_id: 1, number: '10.5', from_field: 'change', to_field: 'micro' });
  });

  it('reads the type 3 and 4 variant of wallet/change as change <-> lever', () => {
    expect(walletChange.request.parse({ currency_id: '1', number: '2', type: '3' })).toEqual({
      currency_id: 1,
      number: '2',
      from_field: 'change',
      to_field: 'lever',
    });
    expect(walletChange.request.parse({ currency_id: '1', number: '2', type: 4 })).toMatchObject({
      from_field: 'lever',
      to_field: 'change',
    });
  });

  it('rejects transfers to the same account, unknown accounts and missing accounts', () => {
    const same = walletChange.request.safeParse({
      currency_id: 1,
      number: 1,
      from_field: 'lever',
      to_field: 'lever',
    });
    expect(firstKey(same)).toBe('transfer.sameAccount');
    const unknown = walletChange.request.safeParse({
      currency_id: 1,
      number: 1,
      from_field: 'x',
      to_field: 'lever',
    });
    expect(firstKey(unknown)).toBe('wallet.badType');
    expect(firstKey(walletChange.request.safeParse({ currency_id: 1, number: 1, type: '5' }))).toBe(
      'wallet.badType',
    );
    expect(firstKey(walletChange.request.safeParse({ currency_id: 1, number: 1 }))).toBe('wallet.badType');
  });

  it.each([undefined, '', '0', '0.000', '-1', 'abc', '1e3', '1,5', ' ', 'NaN'])(
    'answers transfer.wrongAmount for the amount %p',
    (number) => {
      const result = walletChange.request.safeParse({ currency_id: 1, number, type: 3 });
      expect(firstKey(result)).toBe('transfer.wrongAmount');
    },
  );

  it('answers amount.tooLarge and amount.tooPrecise for overlong amounts', () => {
    expect(
      firstKey(walletChange.request.safeParse({ currency_id: 1, number: '1234567890123', type: 3 })),
    ).toBe('amount.tooLarge');
    expect(
      firstKey(walletChange.request.safeParse({ currency_id: 1, number: '9'.repeat(80), type: 3 })),
    ).toBe('amount.tooLarge');
    expect(firstKey(walletChange.request.safeParse({ currency_id: 1, number: '1.123456789', type: 3 }))).toBe(
      'amount.tooPrecise',
    );
    expect(
      walletChange.request.parse({ currency_id: 1, number: ' 000123456789012.12345678 ', type: 3 }).number,
    ).toBe('000123456789012.12345678');
  });

  it('asks for the address and the number of a withdrawal with the spec messages', () => {
    const base = { currency: '1', type: 'erc20', number: '10', address: '0xabc' };
    expect(firstKey(walletOut.request.safeParse({ ...base, address: '' }))).toBe('wallet.enterAddress');
    expect(firstKey(walletOut.request.safeParse({ ...base, address: undefined }))).toBe(
      'wallet.enterAddress',
    );
    expect(firstKey(walletOut.request.safeParse({ ...base, number: '' }))).toBe('wallet.enterNumber');
    expect(firstKey(walletOut.request.safeParse({ ...base, type: 'bitcoin' }))).toBe('wallet.badChain');
    expect(walletOut.request.parse({ ...base, type: 'bank', pay_password: '', memo: '' })).toEqual({
      currency: 1,
      type: 'bank',
      number: '10',
      address: '0xabc',
    });
  });

  it('reads an absent or empty network of get_in_address as every network', () => {
    expect(getInAddress.request.parse({ currency: '1', user_id: '7', type: '' })).toEqual({
      currency: 1,
      user_id: '7',
    });
    expect(getInAddress.response.safeParse({ erc20: '0x1', trc20: 'T1', omni: '1x' }).success).toBe(true);
    expect(getInAddress.response.safeParse('0x1').success).toBe(true);
  });

  it('pages the transfer history 30 at a time by default', () => {
    expect(hzHistory.request.parse({})).toEqual({ page: 1, limit: 30 });
    expect(hzHistory.request.safeParse({ limit: '1000' }).success).toBe(false);
  });

  it('reads every legal_log type of the spec', () => {
    for (const type of [2, '3', '4', 'lever'])
      expect(legalLog.request.safeParse({ type }).success).toBe(true);
    expect(firstKey(legalLog.request.safeParse({ type: '5' }))).toBe('wallet.badType');
  });

  it('asks for the account and the amount of a deposit request', () => {
    expect(firstKey(chargeReq.request.safeParse({ amount: '10', account: ' ', currency: 1 }))).toBe(
      'charge.enterAccount',
    );
    expect(firstKey(chargeReq.request.safeParse({ account: 'acct', currency: 1 }))).toBe(
      'charge.enterAmount',
    );
  });

  it('binds an external account only with both fields, and reads it without any', () => {
    expect(jcBind.request.parse({})).toEqual({});
    expect(firstKey(jcBind.request.safeParse({ user_name: 'me' }))).toBe('bind.enterPassword');
    expect(firstKey(jcBind.request.safeParse({ password: 'pw' }))).toBe('bind.enterAccount');
    expect(firstKey(jcBind.request.safeParse({ user_name: 'x'.repeat(21), password: 'pw' }))).toBe(
      'bind.enterAccount',
    );
  });

  it('keeps a spot-only balance push valid and carries every account when given', () => {
    expect(
      coinBalancePushSchema.parse({ currency: 1, change_balance: '1', lock_change_balance: '0' }),
    ).toEqual({
      currency: 1,
      change_balance: '1',
      lock_change_balance: '0',
    });
    expect(
      coinBalancePushSchema.parse({
        currency: 1,
        change_balance: '1',
        lock_change_balance: '0',
        lever_balance: '10',
        lock_lever_balance: '0',
      }).lever_balance,
    ).toBe('10');
  });

  it('keeps every wallet call private', () => {
    const all = [...Object.values(walletApi), ...Object.values(walletRecordsApi)];
    expect(all.every((endpoint) => endpoint.auth)).toBe(true);
  });
});
