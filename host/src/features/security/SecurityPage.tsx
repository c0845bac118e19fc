import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** `/account/security`: the second factor, the active sessions and the login history. */
export function SecurityPage() {
  const { t } = useTranslation('security');
  return (
    <Stack>
      <h1>{t('title')}</h1>
      <TwoFactorPanel />
      <SessionsPanel />
    </Stack>
  );
}
