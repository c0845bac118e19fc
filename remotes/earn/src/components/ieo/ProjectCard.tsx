import { format, formatTime } from '@exchange/sdk';
import type { Project } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Facts, Muted } from '../layout';
import { ProjectLogo } from './ProjectLogo';
import { StatusBadge } from './StatusBadge';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Summary = styled(Muted)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Spec §2 IEO card: logo, status badge, title (to the detail), summary, total amount with currency, end date. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('earn');
  return (
    <Card as="article" aria-labelledby={`earn-project-${project.id}`}>
      <Head>
        <ProjectLogo src={project.logo} title={project.title} />
        <h2 id={`earn-project-${project.id}`}>
          <Link to={`/ieorgDetail?id=${project.id}`} dir="auto">
            {project.title}
          </Link>
        </h2>
        <StatusBadge status={project.time_status} />
      </Head>
      <Summary dir="auto">{project.summary}</Summary>
      <Facts>
        <div>
          <dt>{t('ieo.totalAmount')}</dt>
          <dd>{`${format(project.amount, 'amountShort', { group: true })} ${project.currency_name}`}</dd>
        </div>
        <div>
          <dt>{t('ieo.endDate')}</dt>
          <dd>{formatTime(project.end_at, 'dateTime')}</dd>
        </div>
      </Facts>
    </Card>
  );
}
