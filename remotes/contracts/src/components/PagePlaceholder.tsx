import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Frame = styled.section`
  max-inline-size: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The body of a page that is not built yet: the remote's name and a line saying so. */
export function PagePlaceholder({ page }: { page: string }) {
  const { t } = useTranslation('contracts');
  return (
    <Frame data-page={page} aria-labelledby={`contracts-${page}-title`}>
      <h1 id={`contracts-${page}-title`}>{t('title')}</h1>
      <Line>{t('placeholder.underConstruction')}</Line>
    </Frame>
  );
}
