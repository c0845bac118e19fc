import { totpStatus } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';
import { Button, EmptyState, Skeleton } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../auth/form/FormAlert';
import { BackupCodes } from './BackupCodes';
import { Panel } from './Panel';
import { TwoFactorOff } from './TwoFactorOff';
import { TwoFactorSetup } from './TwoFactorSetup';

type View = 'status' | 'setup' | 'off';

/**
 * The TOTP second factor: its state, set-up (QR + confirmation code), the backup codes shown once
 * after turning it on, and turning it off with a code.
 */
export function TwoFactorPanel() {
  const { t } = useTranslation('security');
  const { result: status, reload } = useCall(totpStatus, {}, { silent: true });
  const [view, setView] = useState<View>('status');
  const [backupCodes, setBackupCodes] = useState<string[] | undefined>(undefined);
  const [turnedOff, setTurnedOff] = useState(false);

  const body = () => {
    if (!status) return <Skeleton />;
    if (status.type !== 'ok')
      return <EmptyState title={t('loadFailed')} action={<Button onClick={reload}>{t('retry')}</Button>} />;
    if (backupCodes) return <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(undefined)} />;
    if (view === 'setup')
      return (
        <TwoFactorSetup
          onEnabled={(codes) => {
            setBackupCodes(codes);
            setView('status');
            reload();
          }}
          onCancel={() => setView('status')}
        />
      );
    if (view === 'off')
      return (
        <TwoFactorOff
          onOff={() => {
            setTurnedOff(true);
            setView('status');
            reload();
          }}
          onCancel={() => setView('status')}
        />
      );
    const { enabled, backup_codes_left } = status.message;
    return (
      <>
        {turnedOff && !enabled && <FormAlert tone="info">{t('totp.turnedOff')}</FormAlert>}
        <p data-testid="totp-state">{enabled ? t('totp.on') : t('totp.offState')}</p>
        {enabled && <p>{t('totp.backupLeft', { left: backup_codes_left })}</p>}
        {enabled ? (
          <Button variant="ghost" onClick={() => setView('off')}>
            {t('totp.turnOff')}
          </Button>
        ) : (
          <Button onClick={() => setView('setup')}>{t('totp.setUp')}</Button>
        )}
      </>
    );
  };

  return (
    <Panel aria-labelledby="totp-title">
      <h2 id="totp-title">{t('totp.title')}</h2>
      {body()}
    </Panel>
  );
}
