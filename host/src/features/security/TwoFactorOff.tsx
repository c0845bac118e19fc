import { totpDisable } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { failureText } from '../auth/failureText';
import { CodeEntryForm, type CodeOutcome } from './CodeEntryForm';
import { requireCode } from './requireCode';

/** Turning the factor off needs a current code from the app or a backup code. */
export function TwoFactorOff({ onOff, onCancel }: { onOff: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['security', 'server', 'auth']);
  const { api } = useSdk();

  const submit = async (code: string): Promise<CodeOutcome> => {
    const result = await api.call(totpDisable, { code }, { silent: true });
    if (result.type !== 'ok') return { done: false, error: failureText(t, result) };
    onOff();
    return { done: true };
  };

  return (
    <CodeEntryForm
      intro={<p>{t('security:totp.offHint')}</p>}
      label={t('security:totp.codeOrBackup')}
      maxLength={12}
      validate={(code) => requireCode(t, code)}
      submit={submit}
      submitLabel={t('security:totp.turnOff')}
      cancelLabel={t('security:cancel')}
      onCancel={onCancel}
    />
  );
}
