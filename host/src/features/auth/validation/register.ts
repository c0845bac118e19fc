import { type FieldErrors, isBlank, isEmail, isPhone, PASSWORD_MAX, PASSWORD_MIN } from './rules';

export type AccountKind = 'email' | 'phone';

export interface RegisterInput {
  kind: AccountKind;
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  termsAccepted: boolean;
}
export interface RegisterRules {
  /** reg/conf `isEmailVer`: a code is required. */
  codeRequired: boolean;
}
export type RegisterField = Exclude<keyof RegisterInput, 'kind' | 'inviteCode'>;

/** Spec §5 "Register". The invite code is optional and never checked here. */
export function validateRegister(input: RegisterInput, rules: RegisterRules): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (isBlank(input.account)) errors.account = 'register.enterAccount';
  else if (input.kind === 'email' && !isEmail(input.account)) errors.account = 'register.emailFalse';
  else if (input.kind === 'phone' && !isPhone(input.account)) errors.account = 'register.phoneFalse';

  if (rules.codeRequired && isBlank(input.code)) errors.code = 'register.enterCode';

  if (input.password === '') errors.password = 'register.enterPassword';
  else if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX)
    errors.password = 'register.psw16';

  if (input.confirmPassword === '') errors.confirmPassword = 'register.enterPswAgain';
  else if (input.confirmPassword !== input.password) errors.confirmPassword = 'set.pswFalse';

  if (!input.termsAccepted) errors.termsAccepted = 'register.agreeTerms';
  return errors;
}
