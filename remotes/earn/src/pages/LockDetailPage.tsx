import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PromoOverview } from '../components/promo/PromoOverview';
import { PromoRules } from '../components/promo/PromoRules';
import { PromoSpecification } from '../components/promo/PromoSpecification';
import { Badge, Page } from '../components/layout';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

/** `/lockDetail` (spec §2 Static lock promo): fixed sample values (§9), labelled as an example. */
export default function LockDetailPage(_props: RemotePageProps) {
  const { t } = useTranslation('earn');
  return (
    <Page aria-labelledby="earn-promo-title">
      <Head>
        <h1 id="earn-promo-title">{t('promo.title')}</h1>
        <Badge $tone="warning">{t('promo.exampleBadge')}</Badge>
      </Head>
      <Notice>
        {t('promo.exampleNotice')} <Link to="/lock">{t('promo.toProducts')}</Link>
      </Notice>
      <Columns>
        <PromoOverview />
        <PromoSpecification />
      </Columns>
      <PromoRules />
    </Page>
  );
}
