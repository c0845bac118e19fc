import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteName } from '@exchange/sdk/src/remote-contract';
import type { UnavailableReason } from './remoteLoader';

const Panel = styled.section`
  margin: 48px auto;
  max-width: 520px;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme?.colors?.border ?? '#d9dce3'};
  border-radius: 8px;
  background: ${({ theme }) => theme?.colors?.surface ?? 'transparent'};
  color: ${({ theme }) => theme?.colors?.text ?? 'inherit'};
`;

const RetryButton = styled.button`
  margin-block-start: 16px;
  padding: 8px 20px;
  border-radius: 4px;
  border: 0;
  cursor: pointer;
  background: ${({ theme }) => theme?.colors?.primary ?? '#3b6ef5'};
  color: #fff;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export interface ModuleUnavailablePanelProps {
  remote: RemoteName;
  reason: UnavailableReason | 'crashed';
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * What a route shows when its remote is missing from remotes.json, down, or throws: only this route
 * is affected, the header and every other remote keep working, and Retry tries again in place.
 */
export function ModuleUnavailablePanel({
  remote,
  reason,
  onRetry,
  retrying = false,
}: ModuleUnavailablePanelProps) {
  const { t } = useTranslation('host');
  const moduleName = t(`modules.${remote}`);
  return (
    <Panel role="alert" aria-live="polite" data-testid="module-unavailable" data-remote={remote}>
      <h2>{t('unavailable.title')}</h2>
      <p>
        {reason === 'not-configured'
          ? t('unavailable.notDeployed', { module: moduleName })
          : t('unavailable.failed', { module: moduleName })}
      </p>
      <RetryButton type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('unavailable.retrying') : t('unavailable.retry')}
      </RetryButton>
    </Panel>
  );
}
