import { validateLogin } from './login';

const valid = { account: 'trader@example.com', password: 'secret1', smsCode: '' };

describe('validateLogin (spec §5 Login)', () => {
  it('accepts an account with a 6-16 character password', () => {
    expect(validateLogin(valid, { needSmsCode: false })).toEqual({});
    expect(validateLogin({ ...valid, password: 'x'.repeat(16) }, { needSmsCode: false })).toEqual({});
  });

  it("requires the account ('enter account')", () => {
    expect(validateLogin({ ...valid, account: '  ' }, { needSmsCode: false })).toEqual({
      account: 'login.enterAccount',
    });
  });

  it("needs at least 6 password characters ('login.psw6')", () => {
    expect(validateLogin({ ...valid, password: '12345' }, { needSmsCode: false })).toEqual({
      password: 'login.psw6',
    });
    expect(validateLogin({ ...valid, password: '' }, { needSmsCode: false }).password).toBe('login.psw6');
  });

  it('refuses passwords longer than 16 characters', () => {
    expect(validateLogin({ ...valid, password: 'x'.repeat(17) }, { needSmsCode: false })).toEqual({
      password: 'login.psw16',
    });
  });

  it('requires the SMS code only when login_need_smscode is on', () => {
    expect(validateLogin(valid, { needSmsCode: true })).toEqual({ smsCode: 'login.enterCode' });
    expect(validateLogin({ ...valid, smsCode: '123456' }, { needSmsCode: true })).toEqual({});
  });

  it('reports every broken field at once', () => {
    expect(
      Object.keys(validateLogin({ account: '', password: '', smsCode: '' }, { needSmsCode: true })),
    ).toEqual(['account', 'password', 'smsCode']);
  });
});
