import { type FieldErrors, isBlank, PASSWORD_MAX, PASSWORD_MIN } from './rules';

export interface LoginInput {
  account: string;
  password: string;
  smsCode: string;
}
export interface LoginRules {
  /** env.json `login_need_smscode`. */
  needSmsCode: boolean;
}
export type LoginField = keyof LoginInput;

/** Spec §5 "Login". */
export function validateLogin(input: LoginInput, rules: LoginRules): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(input.account)) errors.account = 'login.enterAccount';
  if (input.password.length < PASSWORD_MIN) errors.password = 'login.psw6';
  else if (input.password.length > PASSWORD_MAX) errors.password = 'login.psw16';
  if (rules.needSmsCode && isBlank(input.smsCode)) errors.smsCode = 'login.enterCode';
  return errors;
}
