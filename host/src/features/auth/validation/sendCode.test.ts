import { chooseCodeChannel } from './sendCode';

describe('chooseCodeChannel (spec §5 Send code)', () => {
  it('requires an account', () => {
    expect(chooseCodeChannel(' ')).toEqual({ ok: false, messageKey: 'sendCode.enterAccount' });
  });
  it('sends to e-mail-shaped accounts by mail (sms_mail)', () => {
    expect(chooseCodeChannel('a@b.io')).toEqual({ ok: true, channel: 'mail' });
  });
  it('sends to phone numbers by SMS (sms_send)', () => {
    expect(chooseCodeChannel('13800138000')).toEqual({ ok: true, channel: 'sms' });
  });
  it("refuses an account that is neither ('account does not meet the rules')", () => {
    for (const account of ['trader', '12ab34', 'a@b'])
      expect(chooseCodeChannel(account)).toEqual({ ok: false, messageKey: 'sendCode.accountRules' });
  });
});
