import { totpEnable, totpSetup, type TotpSetup } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { QR, Skeleton } from '@exchange/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureText } from '../auth/failureText';
import { FormAlert } from '../auth/form/FormAlert';
import { CodeEntryForm, type CodeOutcome } from './CodeEntryForm';
import { requireSixDigits } from './requireCode';

const Secret = styled.code`
  display: inline-block;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
`;

/** Step 1: scan the QR (or type the key), step 2: confirm with the app's current code. */
export function TwoFactorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['security', 'server', 'auth']);
  const { api } = useSdk();
  const [setup, setSetup] = useState<TotpSetup | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void api.call(totpSetup, {}, { silent: true }).then((result) => {
      if (!live) return;
      if (result.type === 'ok') setSetup(result.message);
      else setError(failureText(t, result));
    });
    return () => {
      live = false;
    };
  }, [api, t]);

  const submit = async (code: string): Promise<CodeOutcome> => {
    const result = await api.call(totpEnable, { code }, { silent: true });
    if (result.type !== 'ok') return { done: false, error: failureText(t, result) };
    onEnabled(result.message.backup_codes);
    return { done: true };
  };

  if (!setup) return error ? <FormAlert tone="error">{error}</FormAlert> : <Skeleton />;
  return (
    <CodeEntryForm
      intro={
        <>
          <p>{t('security:totp.scan')}</p>
          <QR value={setup.otpauth_url} size={180} label={t('security:totp.qrLabel')} />
          <p>
            {t('security:totp.orKey')} <Secret data-testid="totp-secret">{setup.secret}</Secret>
          </p>
        </>
      }
      label={t('security:totp.code')}
      maxLength={6}
      inputMode="numeric"
      validate={(code) => requireSixDigits(t, code)}
      submit={submit}
      submitLabel={t('security:totp.turnOn')}
      cancelLabel={t('security:cancel')}
      onCancel={onCancel}
    />
  );
}
