import { validateCodeCheck, validateForgotPassword, validateResetPassword } from './forgotPassword';

describe('validateCodeCheck (spec §5 Forgot password, check step)', () => {
  it('needs the account and the code', () => {
    expect(validateCodeCheck({ account: 'a@b.io', code: '123456' })).toEqual({});
    expect(validateCodeCheck({ account: '', code: '' })).toEqual({
      account: 'sendCode.enterAccount',
      code: 'forgot.enterCode',
    });
  });
});

describe('validateForgotPassword (spec §5 Forgot password)', () => {
  const valid = { oldPassword: 'old123', password: 'new1234', repeatPassword: 'new1234' };
  it('accepts old, new and a matching repeat', () => {
    expect(validateForgotPassword(valid)).toEqual({});
  });
  it("requires old and new ('please enter password') and the repeat ('enter again')", () => {
    expect(validateForgotPassword({ oldPassword: '', password: '', repeatPassword: '' })).toEqual({
      oldPassword: 'forgot.enterPassword',
      password: 'forgot.enterPassword',
      repeatPassword: 'forgot.enterAgain',
    });
  });
  it('holds the new password to 6-16 characters', () => {
    expect(validateForgotPassword({ ...valid, password: '12345', repeatPassword: '12345' })).toEqual({
      password: 'register.psw16',
    });
  });
  it("rejects a repeat that differs ('passwords entered twice are inconsistent')", () => {
    expect(validateForgotPassword({ ...valid, repeatPassword: 'new12345' })).toEqual({
      repeatPassword: 'forgot.inconsistent',
    });
  });
});

describe('validateResetPassword (spec §5 Reset password)', () => {
  it("requires both fields ('set.enterPswTwo')", () => {
    expect(validateResetPassword({ password: '', repeatPassword: '' })).toEqual({
      password: 'set.enterPswTwo',
    });
  });
  it("asks for the missing one ('please enter password')", () => {
    expect(validateResetPassword({ password: 'abc123', repeatPassword: '' })).toEqual({
      repeatPassword: 'set.enterPassword',
    });
    expect(validateResetPassword({ password: '', repeatPassword: 'abc123' })).toEqual({
      password: 'set.enterPassword',
    });
  });
  it('holds the new password to 6-16 characters', () => {
    expect(validateResetPassword({ password: 'x'.repeat(17), repeatPassword: 'x'.repeat(17) })).toEqual({
      password: 'register.psw16',
    });
  });
  it("requires them equal ('passwords differ')", () => {
    expect(validateResetPassword({ password: 'abc123', repeatPassword: 'abc124' })).toEqual({
      repeatPassword: 'set.pswDiffer',
    });
    expect(validateResetPassword({ password: 'abc123', repeatPassword: 'abc123' })).toEqual({});
  });
});
