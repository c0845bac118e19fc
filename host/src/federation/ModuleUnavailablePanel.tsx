import { useTranslation } from 'react-i18next';
import { UnavailablePanel } from '@exchange/ui';
import type { RemoteName } from '@exchange/sdk';
import type { UnavailableReason } from './remoteLoader';

export interface ModuleUnavailablePanelProps {
  remote: RemoteName;
  reason: UnavailableReason | 'crashed';
  onRetry: () => void;
}

/**
 * What a route shows when its remote is missing from remotes.json, down, or throws: only this route is
 * affected, the header and every other remote keep working, and Retry tries again in place.
 */
export function ModuleUnavailablePanel({ remote, reason, onRetry }: ModuleUnavailablePanelProps) {
  const { t } = useTranslation('host');
  const module = t(`modules.${remote}`);
  return (
    <div data-remote={remote} data-reason={reason}>
      <UnavailablePanel
        onRetry={onRetry}
        detail={
          reason === 'not-configured'
            ? t('unavailable.notDeployed', { module })
            : t('unavailable.failed', { module })
        }
      />
    </div>
  );
}
