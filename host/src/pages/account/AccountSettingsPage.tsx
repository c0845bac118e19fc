import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, Progress, Skeleton } from '@exchange/ui';
import { totpStatus } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';
import { securityLevel } from '../../shell/securityLevel';
import { securityPaths } from '../../features/security/paths';
import { useUserInfo } from './useUserInfo';

const Card = styled.div`
  /* The rows' layout follows the card's width, not the screen's: beside the account menu on a
     tablet the card is as narrow as on a phone. */
  container-type: inline-size;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/*
 * Label, value, action. In a narrow card the action goes under its value: three columns beside a
 * long e-mail address pushed "Jetzt verifizieren" and "Verwalten" past a phone's edge in German, and
 * at 768 px beside the menu they broke the address in the middle.
 */
const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: ${({ theme }) => theme.space.xl} 0 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  @container (max-width: 480px) {
    grid-template-columns: minmax(0, 8rem) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.sm};
    > dd:nth-child(3n) {
      grid-column: 2;
      margin-block-start: calc(-1 * ${({ theme }) => theme.space.sm});
    }
    > dd:nth-child(3n):empty {
      display: none;
    }
  }
`;

const Level = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** Account settings with the §4 security bar (25% + 25 each for phone, e-mail, certification). */
export function AccountSettingsPage() {
  const { t } = useTranslation(['host', 'security']);
  const state = useUserInfo();
  const factor = useCall(totpStatus, {}, { silent: true }).result;
  const secondFactor = factor?.type === 'ok' && factor.message.enabled;
  if (state.status === 'loading')
    return (
      <div role="status" aria-busy="true" aria-label={t('common:state.loading')}>
        <Skeleton lines={6} height="20px" />
      </div>
    );
  if (state.status === 'failed') return <EmptyState />;
  const { user } = state;
  const { percent, level } = securityLevel(user, secondFactor);
  return (
    <Card>
      <h1>{t('account.settings')}</h1>
      <Level>
        <span>{t('security.title')}</span>
        <strong data-testid="security-level">
          {t(`security.level.${level}`)} · {percent}%
        </strong>
      </Level>
      <Progress value={percent} label={t('security.title')} tone={percent >= 75 ? 'up' : 'warning'} />
      <Rows>
        <dt>{t('security.account')}</dt>
        <dd>{user.account_number}</dd>
        <dd />
        <dt>{t('security.phone')}</dt>
        <dd>{user.phone ? `+${user.area_code} ${user.phone}` : t('security.notBound')}</dd>
        <dd />
        <dt>{t('security.email')}</dt>
        <dd>{user.email || t('security.notBound')}</dd>
        <dd>{!user.email && <Link to="/bindEmail">{t('security.bind')}</Link>}</dd>
        <dt>{t('security.certification')}</dt>
        <dd>{t(`identity.status.${user.review_status}`)}</dd>
        <dd>{user.review_status === 0 && <Link to="/account/authentication">{t('identity.start')}</Link>}</dd>
        <dt>{t('security.loginPassword')}</dt>
        <dd>••••••</dd>
        <dd>
          <Link to={securityPaths.changePassword}>{t('security.change')}</Link>
        </dd>
        <dt>{t('security:totp.title')}</dt>
        <dd data-testid="settings-totp">
          {secondFactor ? t('security:totp.on') : t('security:totp.offState')}
        </dd>
        <dd>
          <Link to={securityPaths.security}>{t('security:manage')}</Link>
        </dd>
        <dt>{t('security.tradePassword')}</dt>
        <dd>{user.has_trade_password ? t('security.set') : t('security.notSet')}</dd>
        <dd>
          <Link to="/bindmpwd">{user.has_trade_password ? t('security.change') : t('security.bind')}</Link>
        </dd>
      </Rows>
    </Card>
  );
}
