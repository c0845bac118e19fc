import { useSession } from '@exchange/sdk';
import type { Project, ProjectOrder } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../LoginPrompt';
import { Card, Muted } from '../layout';
import { LotteryResults } from './LotteryResults';
import { OrderInfo } from './OrderInfo';
import { PlacementForm } from './PlacementForm';
import { SubscribeForm } from './SubscribeForm';

export interface SidePanelProps {
  project: Project;
  order: ProjectOrder | null;
  now: number;
  /** Read the detail again (after a placement). */
  onChanged: () => void;
  /** A subscription was made. */
  onSubscribed: () => void;
}

/** Spec §2 IEO side panel: subscribe or lottery form, the caller's order, lottery results, placement. Visitors: a login prompt. */
export function SidePanel({ project, order, now, onChanged, onSubscribed }: SidePanelProps) {
  const { t } = useTranslation('earn');
  const { loggedIn } = useSession();
  const status = project.time_status;
  return (
    <Card as="aside" aria-label={t('ieo.panel')}>
      {status === 1 && <Muted>{t('ieo.notOpenYet')}</Muted>}
      {status === 2 && !loggedIn && <LoginPrompt message={t('ieo.loginPrompt')} />}
      {status === 2 && loggedIn && !order && <SubscribeForm project={project} onDone={onSubscribed} />}
      {status === 3 && <LotteryResults project={project} />}
      {status === 3 && !loggedIn && <LoginPrompt message={t('ieo.loginPrompt')} />}
      {status === 3 && loggedIn && !order && <Muted>{t('ieo.noSubscription')}</Muted>}
      {loggedIn && order && <OrderInfo project={project} order={order} />}
      {loggedIn && order && <PlacementForm project={project} order={order} now={now} onDone={onChanged} />}
    </Card>
  );
}
