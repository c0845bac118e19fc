import { totpEnable, totpSetup, type TotpSetup } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { Button, QR, Skeleton } from '@exchange/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureText } from '../auth/failureText';
import { FormStack } from '../auth/form/AuthCard';
import { FormAlert } from '../auth/form/FormAlert';
import { TextField } from '../auth/form/TextField';
import { Actions } from './Panel';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('security:totp.sixDigits'));
      return;
    }
    setBusy(true);
    const result = await api.call(totpEnable, { code: code.trim() }, { silent: true });
    setBusy(false);
    if (result.type === 'ok') onEnabled(result.message.backup_codes);
    else setError(failureText(t, result));
  };

  if (!setup) return error ? <FormAlert tone="error">{error}</FormAlert> : <Skeleton />;
  return (
    <FormStack onSubmit={onSubmit} noValidate>
      <p>{t('security:totp.scan')}</p>
      <QR value={setup.otpauth_url} size={180} label={t('security:totp.qrLabel')} />
      <p>
        {t('security:totp.orKey')} <Secret data-testid="totp-secret">{setup.secret}</Secret>
      </p>
      <TextField
        label={t('security:totp.code')}
        value={code}
        onValueChange={setCode}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {t('security:totp.turnOn')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('security:cancel')}
        </Button>
      </Actions>
    </FormStack>
  );
}
