import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, FailureMessage, Muted, Spinner } from '@exchange/ui';
import { AuditLog } from './AuditLog';
import { forbiddenKey, operatorApi, type EnvironmentReleases } from './opsApi';
import { RemoteReleasesCard } from './RemoteReleasesCard';
import { useOperatorData } from './useOperatorData';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Every environment the server knows (RELEASE_ENVIRONMENTS), re-read after each change. */
export function ReleasesOverview({ token, onRefused }: { token: string; onRefused: () => void }) {
  const { t } = useTranslation('ops');
  const { state, reload } = useOperatorData(() => operatorApi.releases(token), [token]);
  const refused = state.status === 'failed' && state.notice.messageKey === forbiddenKey;
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  if (state.status === 'loading')
    return (
      <Muted role="status">
        <Spinner decorative /> {t('loading')}
      </Muted>
    );
  if (state.status === 'failed')
    return <FailureMessage level="page" message={state.notice} onRetry={reload} />;
  if (state.data.environments.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <>
      {state.data.environments.map((environment) => (
        <EnvironmentSection
          key={environment.name}
          environment={environment}
          token={token}
          onChanged={reload}
        />
      ))}
    </>
  );
}

function EnvironmentSection({
  environment,
  token,
  onChanged,
}: {
  environment: EnvironmentReleases;
  token: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('ops');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} data-environment={environment.name}>
      <h2 id={titleId}>{t('environment', { name: environment.name })}</h2>
      <Muted>{t('file', { file: environment.file })}</Muted>
      {environment.problem ? (
        <FailureMessage message={{ messageKey: environment.problem }} />
      ) : (
        environment.remotes.length === 0 && <EmptyState title={t('noRemotes')} />
      )}
      {environment.remotes.map((remote) => (
        <RemoteReleasesCard
          key={remote.remote}
          environment={environment.name}
          releases={remote}
          token={token}
          onChanged={onChanged}
        />
      ))}
      <AuditLog environment={environment.name} token={token} refreshOn={environment} />
    </Section>
  );
}
