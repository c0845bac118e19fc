import { isBindableEmail, validateBindEmail, validateBindEmailAddress } from './bindEmail';

describe('bind e-mail rules (spec §5 Bind e-mail)', () => {
  it('accepts addresses with a 2-3 letter ending', () => {
    for (const email of ['a@b.de', 'first.last@mail.example.com', 'x+y@host.io'])
      expect(isBindableEmail(email)).toBe(true);
  });
  it('rejects other endings and shapes', () => {
    for (const email of ['a@b.info', 'a@b.c', 'a@b.c0m', 'a@b', 'ab.de', 'a b@c.de'])
      expect(isBindableEmail(email)).toBe(false);
  });
  it('requires e-mail and code', () => {
    expect(validateBindEmail({ email: '', code: '' })).toEqual({
      email: 'bindEmail.enterEmail',
      code: 'bindEmail.enterCode',
    });
    expect(validateBindEmail({ email: 'a@b.de', code: '123456' })).toEqual({});
  });
  it("says 'your e-mail does not comply with rules' for a bad address", () => {
    expect(validateBindEmail({ email: 'a@b.info', code: '1' })).toEqual({ email: 'bindEmail.emailRules' });
    expect(validateBindEmailAddress('a@b.info')).toBe('bindEmail.emailRules');
    expect(validateBindEmailAddress('')).toBe('bindEmail.enterEmail');
    expect(validateBindEmailAddress('a@b.de')).toBeUndefined();
  });
});
