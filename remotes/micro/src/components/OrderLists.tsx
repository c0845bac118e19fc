import { useSession } from '@exchange/sdk';
import { EmptyState, Tabs } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { useRunningOrders } from '../hooks/useRunningOrders';
import { useClosedOrders } from '../hooks/useClosedOrders';
import { ClosedOrders } from './ClosedOrders';
import { RunningOrders } from './RunningOrders';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-end: ${({ theme }) => theme.space.md};
`;

type Tab = 'running' | 'closed';

export interface OrderListsProps {
  running: ReturnType<typeof useRunningOrders>;
  /** The Seconds page links to the full history; the history page pages both lists. */
  historyLink?: boolean;
}

/** Spec §2 order list: tabs running and closed (the closed list loads when first shown). */
export function OrderLists({ running, historyLink = false }: OrderListsProps) {
  const { t } = useTranslation('micro');
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<Tab>('running');
  const [closedShown, setClosedShown] = useState(false);
  const closed = useClosedOrders(closedShown);
  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'closed') setClosedShown(true);
  };

  const body = !loggedIn ? (
    <EmptyState
      title={t('orders.loginToSee')}
      action={<Link to="/components/login">{t('panel.login')}</Link>}
    />
  ) : tab === 'running' ? (
    <RunningOrders list={running} />
  ) : (
    <ClosedOrders list={closed} />
  );

  return (
    <Section aria-label={t('orders.label')}>
      <Head>
        <Tabs<Tab>
          aria-label={t('orders.label')}
          value={tab}
          onChange={choose}
          items={[
            { value: 'running', label: t('orders.running') },
            { value: 'closed', label: t('orders.closed') },
          ]}
        />
        {historyLink && loggedIn && <Link to="/secondsOrder">{t('orders.all')}</Link>}
      </Head>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard user must be able to scroll it. */}
      <Scroll
        tabIndex={0}
        role="region"
        aria-label={tab === 'running' ? t('orders.running') : t('orders.closed')}
      >
        {body}
      </Scroll>
    </Section>
  );
}
