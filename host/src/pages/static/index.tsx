import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Article = styled.article`
  max-inline-size: 760px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  line-height: 1.6;
`;

function TextPage({ titleKey, bodyKey, testId }: { titleKey: string; bodyKey: string; testId: string }) {
  const { t } = useTranslation('host');
  return (
    <Article data-testid={testId}>
      <h1>{t(titleKey)}</h1>
      <p>{t(bodyKey)}</p>
      <Link to="/">{t('pages.backHome')}</Link>
    </Article>
  );
}

/** Fiat/C2C routes and external-platform binding: routes of the product whose content is not shown (§2). */
export const NotOfferedPage = () => (
  <TextPage titleKey="pages.notOffered.title" bodyKey="pages.notOffered.body" testId="not-offered-page" />
);

export const NotFoundPage = () => (
  <TextPage titleKey="pages.notFound.title" bodyKey="pages.notFound.body" testId="not-found-page" />
);
