import type { CallResult } from '@exchange/sdk';
import { Field, TextInput } from '@exchange/ui';
import { useState, type ReactNode } from 'react';
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

export interface SecondFactorCode {
  /** The code to send as `totp_code`: absent until the server asked for it. */
  code: string | undefined;
  /** Shows the field after `totp.required`; empties it after a withdrawal went through. */
  onAnswer(answer: CallResult<unknown>): void;
  /** The field, once the server asked for a code; else nothing. */
  field: ReactNode;
}

/** The second-factor step of every withdrawal form (crypto and bank card), in one place. */
export function useSecondFactorCode(): SecondFactorCode {
  /** Undefined until the server asks for the second factor. */
  const [code, setCode] = useState<string | undefined>(undefined);
  return {
    code: code?.trim() || undefined,
    onAnswer: (answer) => {
      if (answer.type === 'ok') setCode((typed) => (typed === undefined ? typed : ''));
      if (answer.type === 'error' && answer.message === 'totp.required') setCode((typed) => typed ?? '');
    },
    field: code === undefined ? null : <SecondFactorField value={code} onChange={setCode} />,
  };
}
