import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../auth/form/TextField';

/** The failure key of a call that needs the authenticator code (server, issue 22). */
const TOTP_REQUIRED = 'totp.required';

export interface SecondFactorCode {
  /** `{ totp_code }` once the field shows and holds a code; spread into the request. */
  fields: { totp_code?: string };
  /** Shows the field when a failed answer asked for the code. */
  noteFailure(answer: { message: unknown }): void;
  /** The field, or nothing while the server has not asked for it. */
  field: ReactNode;
}

/**
 * For a form whose call the server guards with the second factor (password, e-mail, trade password
 * changes): nothing shows until the answer is `totp.required`; then a field for the authenticator
 * or backup code appears (the server's message says why) and the next submit sends it.
 */
export function useSecondFactorCode(): SecondFactorCode {
  // No suspense: the auth pages do not load `security` up front, and the field only shows after an
  // answer from the server, by when the namespace requested here at mount has arrived.
  const { t } = useTranslation('security', { useSuspense: false });
  const [needed, setNeeded] = useState(false);
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  return {
    fields: needed && trimmed ? { totp_code: trimmed } : {},
    noteFailure(answer) {
      if (answer.message === TOTP_REQUIRED) setNeeded(true);
    },
    field: needed ? (
      <TextField
        label={t('security:totp.codeOrBackup')}
        value={code}
        onValueChange={setCode}
        autoComplete="one-time-code"
        maxLength={12}
        autoFocus
      />
    ) : null,
  };
}
