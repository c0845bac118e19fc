/**
 * Shared shapes and limits of spec §5 / §9 "Codes and passwords". Every validator returns message keys
 * of the `auth` namespace, never text, so the screens translate them and tests assert on keys.
 */

/** Field name -> message key of the first rule that field breaks. An empty object means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** Send-code countdown (spec §4, §9): 60 s, 31 s in password reset. */
export const SEND_CODE_SECONDS = 60;
export const RESET_SEND_CODE_SECONDS = 31;

/** A general e-mail shape: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone numbers are national digits only; the area code is chosen separately (E.164 caps at 15). */
const PHONE_PATTERN = /^\d{5,15}$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
export const isBlank = (value: string | undefined): boolean => !value || value.trim() === '';
