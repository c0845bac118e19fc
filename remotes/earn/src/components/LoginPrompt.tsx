import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** Spec §6: what a visitor sees instead of an action (subscribe, placement, buy). */
export function LoginPrompt({ message }: { message: string }) {
  const { t } = useTranslation('earn');
  return (
    <Box>
      <span>{message}</span>
      <Link to="/components/login">{t('ieo.login')}</Link>
      <Link to="/components/register">{t('ieo.register')}</Link>
    </Box>
  );
}
