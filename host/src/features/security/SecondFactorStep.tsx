import { loginSecondFactor, type RequestOf } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { failureText } from '../auth/failureText';
import { FormAlert } from '../auth/form/FormAlert';
import { CodeEntryForm, type CodeOutcome } from './CodeEntryForm';
import { requireCode } from './requireCode';

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

  const submit = async (code: string): Promise<CodeOutcome> => {
    const result = await api.call(loginSecondFactor, { ...credentials, totp_code: code }, { silent: true });
    if (result.type !== 'ok') return { done: false, error: failureText(t, result) };
    await onToken(result.message);
    return { done: true };
  };

  return (
    <CodeEntryForm
      intro={<FormAlert tone="info">{t('security:login.needCode')}</FormAlert>}
      label={t('security:totp.codeOrBackup')}
      maxLength={12}
      autoFocus
      validate={(code) => requireCode(t, code)}
      submit={submit}
      submitLabel={t('auth:login.submit')}
      cancelLabel={t('security:back')}
      onCancel={onBack}
    />
  );
}
