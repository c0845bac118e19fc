import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Muted, Page } from '@exchange/ui';
import { operatorToken } from './opsApi';
import { ReleasesOverview } from './ReleasesOverview';
import { TokenForm } from './TokenForm';

/**
 * `/ops/releases` (README "teams and ops"): for operators, not linked from traders' menus. Per
 * environment, each remote's stable and canary releases with their field figures of the last hour,
 * the controls to change a canary's share, start one or roll back, and the audit log.
 */
export function OperatorReleasesPage() {
  const { t } = useTranslation('ops');
  const [token, setToken] = useState(operatorToken.read);
  const [refused, setRefused] = useState(false);
  const changeToken = (next: string | null, wasRefused = false) => {
    operatorToken.write(next);
    setToken(next);
    setRefused(wasRefused);
  };
  return (
    <Page aria-labelledby="ops-releases-title" data-testid="ops-releases">
      <h1 id="ops-releases-title">{t('title')}</h1>
      <Muted>{t('intro')}</Muted>
      {token ? (
        <>
          <div>
            <Button variant="ghost" onClick={() => changeToken(null)}>
              {t('token.forget')}
            </Button>
          </div>
          <ReleasesOverview token={token} onRefused={() => changeToken(null, true)} />
        </>
      ) : (
        <TokenForm onSubmit={(next) => changeToken(next)} refused={refused} />
      )}
    </Page>
  );
}
