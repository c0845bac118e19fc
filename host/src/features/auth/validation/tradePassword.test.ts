import { validateTradePassword } from './tradePassword';

const valid = { oldPassword: '', password: '123456', repeatPassword: '123456' };

describe('validateTradePassword (/bindmpwd)', () => {
  it('binds a first trade password without an old one', () => {
    expect(validateTradePassword(valid, { hasTradePassword: false })).toEqual({});
  });
  it('needs the old one to change a bound password', () => {
    expect(validateTradePassword(valid, { hasTradePassword: true })).toEqual({
      oldPassword: 'bindTrade.enterOldPassword',
    });
    expect(validateTradePassword({ ...valid, oldPassword: '654321' }, { hasTradePassword: true })).toEqual(
      {},
    );
  });
  it('requires 6-16 characters and a matching repeat', () => {
    expect(
      validateTradePassword({ ...valid, password: '', repeatPassword: '' }, { hasTradePassword: false }),
    ).toEqual({
      password: 'bindTrade.enterPassword',
      repeatPassword: 'bindTrade.enterAgain',
    });
    expect(
      validateTradePassword(
        { ...valid, password: '12345', repeatPassword: '12345' },
        { hasTradePassword: false },
      ),
    ).toEqual({
      password: 'bindTrade.psw6',
    });
    expect(
      validateTradePassword({ ...valid, repeatPassword: '123457' }, { hasTradePassword: false }),
    ).toEqual({
      repeatPassword: 'set.pswFalse',
    });
  });
});
