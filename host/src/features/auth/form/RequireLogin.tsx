import { useSdk } from '@exchange/sdk';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { authPaths } from '../paths';
import { AuthCard } from './AuthCard';

/** Renders the children for a logged-in user (a token is stored, spec §4), otherwise a way to log in. */
export function RequireLogin({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { session } = useSdk();
  const loggedIn = useSyncExternalStore(
    (onChange) => {
      const subscription = session.session$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => session.isLoggedIn,
  );
  if (loggedIn) return <>{children}</>;
  return (
    <AuthCard title={title}>
      <p>{t('guard.loginRequired')}</p>
      <Link to={authPaths.login}>{t('guard.toLogin')}</Link>
    </AuthCard>
  );
}
