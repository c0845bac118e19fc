import { Field, TextInput } from '@exchange/ui';
import { useTranslation } from 'react-i18next';

/**
 * The authenticator (or backup) code a withdrawal needs when the user's second factor is on: shown
 * once the server answered `totp.required` (issue 13).
 */
export function SecondFactorField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('wallets');
  return (
    <Field label={t('withdraw.totpCode')} required>
      {(control) => (
        <TextInput
          {...control}
          value={value}
          autoComplete="one-time-code"
          maxLength={12}
          autoFocus
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
