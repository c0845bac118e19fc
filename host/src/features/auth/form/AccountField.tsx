import { useTranslation } from 'react-i18next';
import type { AccountKind } from '../validation/register';
import { TextField } from './TextField';

export interface AccountFieldProps {
  kind: AccountKind;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** The account input of the login and register forms: an e-mail address or a phone number. */
export function AccountField({ kind, value, onValueChange, error }: AccountFieldProps) {
  const { t } = useTranslation('auth');
  const email = kind === 'email';
  return (
    <TextField
      label={email ? t('auth:field.email') : t('auth:field.phone')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'numeric'}
      autoComplete="username"
      maxLength={64}
    />
  );
}
