import { Field, TextInput } from '@exchange/ui';
import { useTranslation } from 'react-i18next';

/** The trade password of a withdrawal (spec §5: at most 16 characters, never autofilled). */
export function TradePasswordField({
  value,
  onChange,
  required = false,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('wallets');
  return (
    <Field label={t('withdraw.password')} required={required}>
      {(control) => (
        <TextInput
          {...control}
          type="password"
          autoComplete="off"
          maxLength={16}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
