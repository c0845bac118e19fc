import { loginSecondFactor, type RequestOf } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { Button } from '@exchange/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../auth/failureText';
import { FormStack } from '../auth/form/AuthCard';
import { FormAlert } from '../auth/form/FormAlert';
import { TextField } from '../auth/form/TextField';
import { Actions } from './Panel';

export type FirstStep = Omit<RequestOf<typeof loginSecondFactor>, 'totp_code'>;

/**
 * Login's second step for an account with the factor on: the first step's credentials (kept in
 * memory only) go again with a code from the app or a backup code; the answer is the token.
 */
export function SecondFactorStep({
  credentials,
  onToken,
  onBack,
}: {
  credentials: FirstStep;
  onToken: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation(['security', 'server', 'auth']);
  const { api } = useSdk();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setError(t('server:totp.enterCode'));
      return;
    }
    setBusy(true);
    setError(undefined);
    const result = await api.call(
      loginSecondFactor,
      { ...credentials, totp_code: code.trim() },
      { silent: true },
    );
    if (result.type === 'ok') {
      await onToken(result.message);
      return;
    }
    setBusy(false);
    setError(failureText(t, result));
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate>
      <FormAlert tone="info">{t('security:login.needCode')}</FormAlert>
      <TextField
        label={t('security:totp.codeOrBackup')}
        value={code}
        onValueChange={setCode}
        error={error}
        autoComplete="one-time-code"
        maxLength={12}
        autoFocus
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {t('auth:login.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('security:back')}
        </Button>
      </Actions>
    </FormStack>
  );
}
