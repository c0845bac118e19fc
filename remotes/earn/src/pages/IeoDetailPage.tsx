import type { RemotePageProps } from '@exchange/sdk';
import { EmptyState, FailureMessage, Spinner } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DetailHeader } from '../components/ieo/DetailHeader';
import { ProjectTabs } from '../components/ieo/ProjectTabs';
import { SidePanel } from '../components/ieo/SidePanel';
import { Centered, Page } from '../components/layout';
import { useBackAfterDelay } from '../hooks/useBackAfterDelay';
import { useProjectDetail } from '../hooks/useProjectDetail';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  align-items: start;
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
    /* On a phone the actions come before the tabs. */
    aside {
      order: -1;
    }
  }
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  align-self: flex-start;
`;

const projectId = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** `/ieorgDetail?id=` (spec §2 IEO detail): header, timeline, tabs and the side panel; loader hidden on failure (§8). */
export default function IeoDetailPage(_props: RemotePageProps) {
  const { t } = useTranslation('earn');
  const [search] = useSearchParams();
  const id = projectId(search.get('id'));
  const detail = useProjectDetail(id);
  const backAfterDelay = useBackAfterDelay('/ieorg');
  const onSubscribed = () => {
    detail.reload();
    backAfterDelay();
  };

  const body = () => {
    if (id === undefined) return <EmptyState title={t('ieo.missingId')} />;
    if (detail.data) {
      const { info, order_info } = detail.data;
      return (
        <>
          <DetailHeader project={info} next={detail.next} now={detail.now} />
          <Columns>
            <ProjectTabs project={info} now={detail.now} />
            <SidePanel
              project={info}
              order={order_info}
              now={detail.now}
              onChanged={detail.reload}
              onSubscribed={onSubscribed}
            />
          </Columns>
        </>
      );
    }
    if (detail.loading)
      return (
        <Centered>
          <Spinner />
        </Centered>
      );
    return <FailureMessage level="page" message={t('ieo.notFound')} onRetry={detail.reload} />;
  };

  return (
    <Page aria-label={detail.data?.info.title ?? t('ieo.title')}>
      <Back to="/ieorg">{t('ieo.back')}</Back>
      {body()}
    </Page>
  );
}
