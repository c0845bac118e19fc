import { totpDisable } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { Button } from '@exchange/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../auth/failureText';
import { FormStack } from '../auth/form/AuthCard';
import { TextField } from '../auth/form/TextField';
import { Actions } from './Panel';

/** Turning the factor off needs a current code from the app or a backup code. */
export function TwoFactorOff({ onOff, onCancel }: { onOff: () => void; onCancel: () => void }) {
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
    const result = await api.call(totpDisable, { code: code.trim() }, { silent: true });
    setBusy(false);
    if (result.type === 'ok') onOff();
    else setError(failureText(t, result));
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate>
      <p>{t('security:totp.offHint')}</p>
      <TextField
        label={t('security:totp.codeOrBackup')}
        value={code}
        onValueChange={setCode}
        error={error}
        autoComplete="one-time-code"
        maxLength={12}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {t('security:totp.turnOff')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('security:cancel')}
        </Button>
      </Actions>
    </FormStack>
  );
}
