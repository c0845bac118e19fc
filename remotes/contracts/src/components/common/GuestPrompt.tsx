import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Guest = styled.p`
  margin: 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** Spec §6: visitors see login and register prompts instead of balances and trading. */
export function GuestPrompt() {
  const { t } = useTranslation('contracts');
  return (
    <Guest>
      <Link to="/components/login">{t('guest.login')}</Link> /{' '}
      <Link to="/components/register">{t('guest.register')}</Link> {t('guest.hint')}
    </Guest>
  );
}
