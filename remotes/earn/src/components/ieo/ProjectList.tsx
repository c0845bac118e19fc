import { EmptyState, FailureMessage, Spinner } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawResultToasts } from '../../hooks/useDrawResultToasts';
import { useNearBottom } from '../../hooks/useNearBottom';
import { useProjects } from '../../hooks/useProjects';
import { Centered } from '../layout';
import { ProjectCard } from './ProjectCard';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

/** The projects with infinite scroll (a drawn result of the caller's told in a toast) (spec §9: 30 a page, 20 px from the bottom, after 500 ms), loader and 'no more'. */
export function ProjectList() {
  const { t } = useTranslation('earn');
  const projects = useProjects();
  useNearBottom(projects.loadMore, projects.hasMore && !projects.loading, projects.rows.length);
  useDrawResultToasts(projects.rows);

  if (projects.failed)
    return <FailureMessage level="page" message={t('ieo.loadFailed')} onRetry={projects.reload} />;
  if (projects.loaded && projects.rows.length === 0) return <EmptyState title={t('ieo.empty')} />;
  return (
    <>
      <Grid aria-label={t('ieo.listLabel')} role="list">
        {projects.rows.map((project) => (
          <div role="listitem" key={project.id}>
            <ProjectCard project={project} />
          </div>
        ))}
      </Grid>
      <Centered aria-live="polite">
        {projects.loading ? (
          <Spinner label={projects.rows.length > 0 ? t('ieo.loadingMore') : undefined} />
        ) : (
          !projects.hasMore && <span>{t('ieo.noMore')}</span>
        )}
      </Centered>
    </>
  );
}
