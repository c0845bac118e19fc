import type { Invitee } from '@exchange/protocol';
import { Button, EmptyState, Spinner, Table, type TableColumn } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from './layout';
import { useInvitees } from './useInvitees';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.bg};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
const Status = styled.span<{ $certified: boolean }>`
  color: ${({ theme, $certified }) => ($certified ? theme.colors.up : theme.colors.muted)};
`;
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
`;
const Scroll = styled.div`
  overflow-x: auto;
`;
const Day = styled.time`
  white-space: nowrap;
`;
const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`;

/** Masked accounts can repeat; a row is known by its place in the list. */
type Row = Invitee & { position: number };

/** The users who registered with the caller's code: counts, then account (masked), date, verification. */
export function InviteeList() {
  const { t } = useTranslation(['host', 'common']);
  const invitees = useInvitees();
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { key: 'account', header: t('team.list.account'), render: (i) => <Ltr>{i.account}</Ltr> },
      {
        key: 'date',
        header: t('team.list.date'),
        numeric: true,
        // The day is what a friend list needs (and fits a phone); the full time is the title.
        render: (i) => (
          <Day dateTime={`${i.created_at.replace(' ', 'T')}Z`} title={i.created_at}>
            {i.created_at.slice(0, 10)}
          </Day>
        ),
      },
      {
        key: 'status',
        header: t('team.list.status'),
        align: 'end',
        render: (i) => (
          <Status $certified={i.review_status === 2}>{t(`identity.status.${i.review_status}`)}</Status>
        ),
      },
    ],
    [t],
  );
  const { status, list } = invitees;
  const rows = useMemo(() => list.map((invitee, position) => ({ ...invitee, position })), [list]);

  return (
    <Card aria-labelledby="team-list">
      <h2 id="team-list">{t('team.list.title')}</h2>
      <Counts>
        <div>
          <dt>{t('team.counts.total')}</dt>
          <dd data-testid="invitees-total">{invitees.total}</dd>
        </div>
        <div>
          <dt>{t('team.counts.certified')}</dt>
          <dd data-testid="invitees-certified">{invitees.certified}</dd>
        </div>
      </Counts>
      {(list.length > 0 || status === 'loading') && (
        <Scroll>
          <Table
            caption={t('team.list.title')}
            columns={columns}
            rows={rows}
            rowKey={(i) => i.position}
            loading={status === 'loading' && list.length === 0}
          />
        </Scroll>
      )}
      {status === 'ready' && list.length === 0 && (
        <EmptyState title={t('team.list.empty')} description={t('team.list.emptyHint')} />
      )}
      <Footer>
        {status === 'loading' && list.length > 0 && (
          <p role="status">
            <Spinner decorative /> {t('common:state.loading')}
          </p>
        )}
        {status === 'failed' && (
          <>
            <Muted role="alert">{t('team.list.failed')}</Muted>
            <Button variant="ghost" onClick={invitees.loadMore}>
              {t('common:action.retry')}
            </Button>
          </>
        )}
        {status === 'ready' && invitees.hasMore && (
          <Button variant="ghost" onClick={invitees.loadMore}>
            {t('common:action.loadMore')}
          </Button>
        )}
        {status === 'ready' && list.length > 0 && !invitees.hasMore && (
          <Muted>{t('common:state.noMore')}</Muted>
        )}
      </Footer>
    </Card>
  );
}
