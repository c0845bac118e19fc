import en from '../../../../../shared/i18n/src/locales/en/auth.json';
import { validateBindEmail } from './bindEmail';
import { validateCodeCheck, validateForgotPassword, validateResetPassword } from './forgotPassword';
import { validateLogin } from './login';
import { validateRegister } from './register';
import { chooseCodeChannel } from './sendCode';
import { validateTradePassword } from './tradePassword';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

/** Every message a validator can return, gathered by feeding each one empty and wrong input. */
function everyMessageKey(): string[] {
  const empty = { account: '', password: '', smsCode: '', code: '', confirmPassword: '' };
  const results = [
    validateLogin(empty, { needSmsCode: true }),
    validateLogin({ ...empty, account: 'a', password: 'x'.repeat(17) }, { needSmsCode: false }),
    validateRegister(
      { ...empty, kind: 'email', inviteCode: '', termsAccepted: false },
      { codeRequired: true },
    ),
    validateRegister(
      {
        kind: 'email',
        account: 'a',
        code: '',
        password: '1',
        confirmPassword: '2',
        inviteCode: '',
        termsAccepted: true,
      },
      { codeRequired: false },
    ),
    validateRegister(
      {
        kind: 'phone',
        account: 'a',
        code: '',
        password: '',
        confirmPassword: '',
        inviteCode: '',
        termsAccepted: true,
      },
      { codeRequired: false },
    ),
    validateCodeCheck({ account: '', code: '' }),
    validateForgotPassword({ oldPassword: '', password: '', repeatPassword: '' }),
    validateForgotPassword({ oldPassword: 'a', password: '1', repeatPassword: '2' }),
    validateResetPassword({ password: '', repeatPassword: '' }),
    validateResetPassword({ password: '1234567', repeatPassword: '' }),
    validateResetPassword({ password: '1234567', repeatPassword: '1234568' }),
    validateBindEmail({ email: '', code: '' }),
    validateBindEmail({ email: 'a@b.info', code: '1' }),
    validateTradePassword({ oldPassword: '', password: '', repeatPassword: '' }, { hasTradePassword: true }),
    validateTradePassword(
      { oldPassword: '', password: '1', repeatPassword: '2' },
      { hasTradePassword: false },
    ),
  ];
  const keys = results.flatMap((errors) => Object.values(errors) as string[]);
  for (const account of ['', 'neither']) {
    const decision = chooseCodeChannel(account);
    if (!decision.ok) keys.push(decision.messageKey);
  }
  return [...new Set(keys)].sort();
}

describe('auth message keys', () => {
  it('has an English text for every message a validator can give', () => {
    const keys = everyMessageKey();
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });

  it('includes the spec §5 keys by their names', () => {
    for (const key of [
      'login.psw6',
      'register.emailFalse',
      'register.psw16',
      'set.pswFalse',
      'set.enterPswTwo',
    ])
      expect(typeof lookup(key)).toBe('string');
  });
});
