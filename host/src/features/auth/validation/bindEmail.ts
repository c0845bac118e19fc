import { type FieldErrors, isBlank } from './rules';

/** Spec §5 "Bind e-mail": the address must end in a 2-3 letter top-level domain. */
const BIND_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;

export const isBindableEmail = (value: string): boolean => BIND_EMAIL_PATTERN.test(value.trim());

export interface BindEmailInput {
  email: string;
  code: string;
}
export function validateBindEmail(input: BindEmailInput): FieldErrors<keyof BindEmailInput> {
  const errors: FieldErrors<keyof BindEmailInput> = {};
  if (isBlank(input.email)) errors.email = 'bindEmail.enterEmail';
  else if (!isBindableEmail(input.email)) errors.email = 'bindEmail.emailRules';
  if (isBlank(input.code)) errors.code = 'bindEmail.enterCode';
  return errors;
}

/** The send button checks only the address, before any code exists. */
export function validateBindEmailAddress(email: string): string | undefined {
  if (isBlank(email)) return 'bindEmail.enterEmail';
  if (!isBindableEmail(email)) return 'bindEmail.emailRules';
  return undefined;
}
