import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsItem } from '@exchange/protocol';
import { BannerHighlights } from './BannerHighlights';
import { LanguageSelect } from './LanguageSelect';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: clamp(22px, 4vw, 34px);
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    max-width: 40em;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > :last-child {
    margin-inline-start: auto;
  }
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.primary)};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Home banner (spec §2): login and register for guests, a trade button when a user id is stored, the
 * home language selector (§9) and the server's banners (news c_id 5).
 */
export function Banner({ loggedIn, banners = [] }: { loggedIn: boolean; banners?: NewsItem[] | null }) {
  const { t } = useTranslation('markets');
  return (
    <Hero aria-labelledby="markets-banner-title">
      <h1 id="markets-banner-title">{t('banner.title')}</h1>
      <p>{t('banner.subtitle')}</p>
      <Actions>
        {loggedIn ? (
          <ActionLink to="/dealCenter" $primary>
            {t('banner.trade')}
          </ActionLink>
        ) : (
          <>
            <ActionLink to="/components/login" $primary>
              {t('banner.login')}
            </ActionLink>
            <ActionLink to="/components/register">{t('banner.register')}</ActionLink>
          </>
        )}
        <LanguageSelect />
      </Actions>
      <BannerHighlights banners={banners} />
    </Hero>
  );
}
