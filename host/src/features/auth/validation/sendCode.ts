import { isBlank, isEmail, isPhone } from './rules';

/** Which call sends the code: `sms_mail` for e-mail-shaped accounts, `sms_send` for phone numbers. */
export type CodeChannel = 'mail' | 'sms';

export type SendCodeDecision = { ok: true; channel: CodeChannel } | { ok: false; messageKey: string };

/** Spec §5 "Send code": an account is required; e-mail shape -> mail, phone shape -> SMS, else refused. */
export function chooseCodeChannel(account: string): SendCodeDecision {
  if (isBlank(account)) return { ok: false, messageKey: 'sendCode.enterAccount' };
  if (isEmail(account)) return { ok: true, channel: 'mail' };
  if (isPhone(account)) return { ok: true, channel: 'sms' };
  return { ok: false, messageKey: 'sendCode.accountRules' };
}
