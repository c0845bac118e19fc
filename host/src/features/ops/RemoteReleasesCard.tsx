import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@exchange/ui';
import type { RemoteReleases } from './opsApi';
import { RemoteControls } from './RemoteControls';
import { ReleaseStatsTable } from './ReleaseStatsTable';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One remote of one environment: what runs, how it does in the field, and what ops can change. */
export function RemoteReleasesCard({
  environment,
  releases,
  token,
  onChanged,
}: {
  environment: string;
  releases: RemoteReleases;
  token: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('ops');
  const titleId = useId();
  const { remote, stable, canary } = releases;
  return (
    <Card aria-labelledby={titleId} data-remote-card={remote}>
      <h3 id={titleId}>{remote}</h3>
      <Facts>
        <dt>{t('stable')}</dt>
        <dd data-testid="stable-version">{stable.version}</dd>
        <dt>{t('canary')}</dt>
        <dd data-testid="canary-version">
          {canary ? t('canaryOf', { version: canary.version, percent: canary.percent }) : t('noCanary')}
        </dd>
      </Facts>
      <ReleaseStatsTable releases={releases} />
      <RemoteControls environment={environment} releases={releases} token={token} onChanged={onChanged} />
    </Card>
  );
}
