import { Button, useCopy } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormAlert } from '../auth/form/FormAlert';
import { Actions } from './Panel';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The backup codes, shown this once after turning the factor on; each logs in once. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const copy = useCopy();
  return (
    <div>
      <FormAlert tone="info">{t('totp.enabled')}</FormAlert>
      <p>{t('totp.backupHint')}</p>
      <Codes aria-label={t('totp.backupTitle')} data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button variant="ghost" onClick={() => copy(codes.join('\n'))}>
          {t('totp.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('totp.saved')}</Button>
      </Actions>
    </div>
  );
}
