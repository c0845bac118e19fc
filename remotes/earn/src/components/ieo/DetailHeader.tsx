import { format } from '@exchange/sdk';
import type { Project } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Phase } from '../../model/ieo';
import { CountdownTo } from '../CountdownTo';
import { Card, Facts, Muted } from '../layout';
import { ProjectLogo } from './ProjectLogo';
import { StatusBadge } from './StatusBadge';

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    overflow-wrap: anywhere;
  }
`;

const Next = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Spec §2 IEO detail header: logo, title, status, summary, price, supply and the live countdown to the next phase. */
export function DetailHeader({
  project,
  next,
  now,
}: {
  project: Project;
  next: Phase | undefined;
  now: number;
}) {
  const { t } = useTranslation('earn');
  return (
    <Card as="header">
      <Title>
        <ProjectLogo src={project.logo} title={project.title} size={56} />
        <h1 dir="auto">{project.title}</h1>
        <StatusBadge status={project.time_status} />
      </Title>
      <Muted dir="auto">{project.summary}</Muted>
      <Facts>
        <div>
          <dt>{t('ieo.price')}</dt>
          <dd>{`${format(project.price, 'price')} ${project.pay_currency_name}`}</dd>
        </div>
        <div>
          <dt>{t('ieo.totalAmount')}</dt>
          <dd>{`${format(project.amount, 'amountShort', { group: true })} ${project.currency_name}`}</dd>
        </div>
      </Facts>
      <Next>
        {next ? (
          <>
            <span>{t(`ieo.next.${next.key}`)}</span>
            <CountdownTo deadlineMs={next.at} now={now} />
          </>
        ) : (
          <span>{t('ieo.next.none')}</span>
        )}
      </Next>
    </Card>
  );
}
