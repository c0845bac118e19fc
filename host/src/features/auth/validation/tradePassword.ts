import { type FieldErrors, PASSWORD_MAX, PASSWORD_MIN } from './rules';

export interface TradePasswordInput {
  oldPassword: string;
  password: string;
  repeatPassword: string;
}
export interface TradePasswordRules {
  /** safe/judge_password says one is bound: changing it needs the old one. */
  hasTradePassword: boolean;
}

/** /bindmpwd: the server's trade-password rules (6-16 characters, repeat equal, old one to change). */
export function validateTradePassword(
  input: TradePasswordInput,
  rules: TradePasswordRules,
): FieldErrors<keyof TradePasswordInput> {
  const errors: FieldErrors<keyof TradePasswordInput> = {};
  if (rules.hasTradePassword && input.oldPassword === '') errors.oldPassword = 'bindTrade.enterOldPassword';
  if (input.password === '') errors.password = 'bindTrade.enterPassword';
  else if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX)
    errors.password = 'bindTrade.psw6';
  if (input.repeatPassword === '') errors.repeatPassword = 'bindTrade.enterAgain';
  else if (input.password !== '' && input.repeatPassword !== input.password)
    errors.repeatPassword = 'set.pswFalse';
  return errors;
}
