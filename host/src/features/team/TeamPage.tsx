import { EmptyState, Skeleton } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../pages/account/useUserInfo';
import { InviteCard } from './InviteCard';
import { InviteeList } from './InviteeList';
import { InvitePoster } from './InvitePoster';
import { inviteLink } from './inviteLink';
import { Columns, Intro, TeamMain } from './layout';

/**
 * Route `team` (spec §2, issue 13): the user's invite code and link, the invite poster, and the
 * friends who registered through them. A logged-in screen (the route is private).
 */
export function TeamPage() {
  const { t } = useTranslation('host');
  const state = useUserInfo();
  const code = state.status === 'ready' ? state.user.extension_code : '';
  const link = useMemo(() => inviteLink(window.location.origin, code), [code]);

  return (
    <TeamMain data-testid="team-page">
      <h1>{t('pages.team.title')}</h1>
      <Intro>{t('pages.team.body')}</Intro>
      {state.status === 'loading' && <Skeleton />}
      {state.status === 'failed' && <EmptyState title={t('team.failed')} />}
      {state.status === 'ready' && (
        <Columns>
          <div>
            <InviteCard code={code} link={link} />
            <InvitePoster code={code} link={link} />
          </div>
          <InviteeList />
        </Columns>
      )}
    </TeamMain>
  );
}
