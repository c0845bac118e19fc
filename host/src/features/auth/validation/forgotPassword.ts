import { type FieldErrors, isBlank, PASSWORD_MAX, PASSWORD_MIN } from './rules';

const badLength = (password: string) => password.length < PASSWORD_MIN || password.length > PASSWORD_MAX;

export interface CodeCheckInput {
  account: string;
  code: string;
}
/** Spec §5 "Forgot password": the check step needs the account and the code. */
export function validateCodeCheck(input: CodeCheckInput): FieldErrors<keyof CodeCheckInput> {
  const errors: FieldErrors<keyof CodeCheckInput> = {};
  if (isBlank(input.account)) errors.account = 'sendCode.enterAccount';
  if (isBlank(input.code)) errors.code = 'forgot.enterCode';
  return errors;
}

export interface ForgotPasswordInput {
  oldPassword: string;
  password: string;
  repeatPassword: string;
}
/**
 * Spec §5 "Forgot password", the view reached from settings (fromSet): old, new and repeat required,
 * new and repeat equal. The new password follows the registration length rule the server enforces.
 */
export function validateForgotPassword(input: ForgotPasswordInput): FieldErrors<keyof ForgotPasswordInput> {
  const errors: FieldErrors<keyof ForgotPasswordInput> = {};
  if (input.oldPassword === '') errors.oldPassword = 'forgot.enterPassword';
  if (input.password === '') errors.password = 'forgot.enterPassword';
  else if (badLength(input.password)) errors.password = 'register.psw16';
  if (input.repeatPassword === '') errors.repeatPassword = 'forgot.enterAgain';
  else if (input.password !== '' && input.repeatPassword !== input.password)
    errors.repeatPassword = 'forgot.inconsistent';
  return errors;
}

export interface ResetPasswordInput {
  password: string;
  repeatPassword: string;
}
/**
 * Spec §5 "Reset password", the view shown after a code check returned ok: both fields required
 * ('set.enterPswTwo') and equal ('passwords differ'); the checked code is the proof.
 */
export function validateResetPassword(input: ResetPasswordInput): FieldErrors<keyof ResetPasswordInput> {
  const errors: FieldErrors<keyof ResetPasswordInput> = {};
  if (input.password === '' && input.repeatPassword === '') {
    errors.password = 'set.enterPswTwo';
    return errors;
  }
  if (input.password === '') errors.password = 'set.enterPassword';
  else if (badLength(input.password)) errors.password = 'register.psw16';
  if (input.repeatPassword === '') errors.repeatPassword = 'set.enterPassword';
  else if (input.password !== '' && input.password !== input.repeatPassword)
    errors.repeatPassword = 'set.pswDiffer';
  return errors;
}
