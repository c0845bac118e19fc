import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { ProjectList } from '../components/ieo/ProjectList';
import { Page } from '../components/layout';

/** `/ieorg` (spec §2 IEO list): project cards with infinite scroll. */
export default function IeoListPage(_props: RemotePageProps) {
  const { t } = useTranslation('earn');
  return (
    <Page aria-labelledby="earn-ieo-title">
      <h1 id="earn-ieo-title">{t('ieo.title')}</h1>
      <ProjectList />
    </Page>
  );
}
