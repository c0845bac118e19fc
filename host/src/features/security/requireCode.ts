import type { TFunction } from 'i18next';

/** A code from the app or a backup code: anything but empty (the server checks the rest). */
export function requireCode(t: TFunction, code: string): string | undefined {
  return code === '' ? t('server:totp.enterCode') : undefined;
}

/** The set-up confirmation: the app's current six digits. */
export function requireSixDigits(t: TFunction, code: string): string | undefined {
  return /^\d{6}$/.test(code) ? undefined : t('security:totp.sixDigits');
}
