import { type RegisterInput, validateRegister } from './register';

const valid: RegisterInput = {
  kind: 'email',
  account: 'new@example.com',
  code: '123456',
  password: 'secret12',
  confirmPassword: 'secret12',
  inviteCode: '',
  termsAccepted: true,
};
const withCode = { codeRequired: true };

describe('validateRegister (spec §5 Register)', () => {
  it('accepts a complete e-mail registration; the invite code is optional', () => {
    expect(validateRegister(valid, withCode)).toEqual({});
    expect(validateRegister({ ...valid, inviteCode: 'ABC123' }, withCode)).toEqual({});
  });

  it('accepts a phone registration with digits only', () => {
    expect(validateRegister({ ...valid, kind: 'phone', account: '13800138000' }, withCode)).toEqual({});
  });

  it('requires the account', () => {
    expect(validateRegister({ ...valid, account: '' }, withCode)).toEqual({
      account: 'register.enterAccount',
    });
  });

  it("rejects an e-mail that does not match the pattern ('register.emailFalse')", () => {
    for (const account of ['new@example', 'newexample.com', 'a b@c.de'])
      expect(validateRegister({ ...valid, account }, withCode)).toEqual({ account: 'register.emailFalse' });
  });

  it('rejects a phone number with other than 5-15 digits', () => {
    expect(validateRegister({ ...valid, kind: 'phone', account: '138-0013' }, withCode)).toEqual({
      account: 'register.phoneFalse',
    });
  });

  it('requires a code only when e-mail verification is on', () => {
    expect(validateRegister({ ...valid, code: '' }, withCode)).toEqual({ code: 'register.enterCode' });
    expect(validateRegister({ ...valid, code: '' }, { codeRequired: false })).toEqual({});
  });

  it("requires a 6-16 character password ('register.psw16')", () => {
    expect(validateRegister({ ...valid, password: '', confirmPassword: '' }, withCode)).toMatchObject({
      password: 'register.enterPassword',
    });
    for (const password of ['12345', 'x'.repeat(17)])
      expect(validateRegister({ ...valid, password, confirmPassword: password }, withCode)).toEqual({
        password: 'register.psw16',
      });
  });

  it("requires the confirmation and that it matches ('set.pswFalse')", () => {
    expect(validateRegister({ ...valid, confirmPassword: '' }, withCode)).toEqual({
      confirmPassword: 'register.enterPswAgain',
    });
    expect(validateRegister({ ...valid, confirmPassword: 'secret13' }, withCode)).toEqual({
      confirmPassword: 'set.pswFalse',
    });
  });

  it('refuses to send while the terms are unticked', () => {
    expect(validateRegister({ ...valid, termsAccepted: false }, withCode)).toEqual({
      termsAccepted: 'register.agreeTerms',
    });
  });
});
