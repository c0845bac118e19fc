import { legalLog, type LogEntry } from '@exchange/protocol';
import { cmp, formatTime, usePagedList } from '@exchange/sdk';
import { Button, EmptyState, Table, type TableColumn } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Panel, Row, Signed, TableScroll } from '../common/styles';

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;

/** Spec §2 Lever record (`/leverRecord?id=currency`): value, info, time; load more; a back link. */
export function LeverRecord({ currency }: { currency?: number }) {
  const { t } = useTranslation('contracts');
  const log = usePagedList({
    endpoint: legalLog,
    payload: { type: 'lever', currency },
    read: (answer) => ({ rows: answer.list, total: answer.total }),
  });
  const columns = useMemo<TableColumn<LogEntry>[]>(
    () => [
      {
        key: 'value',
        header: t('record.value'),
        numeric: true,
        render: (row) => <Signed $sign={cmp(row.value, 0)}>{`${row.value} ${row.currency_name}`}</Signed>,
      },
      {
        key: 'info',
        header: t('record.info'),
        render: (row) => t(`server:${row.info}`, { defaultValue: row.info }),
      },
      { key: 'time', header: t('record.time'), render: (row) => formatTime(row.created_time, 'dateTime') },
    ],
    [t],
  );
  return (
    <Panel aria-labelledby="lever-record-title">
      <Row>
        <Back to="/new_account/lever">{t('record.back')}</Back>
      </Row>
      <h1 id="lever-record-title">{t('record.title')}</h1>
      <TableScroll tabIndex={0} role="region" aria-label={t('record.title')}>
        <Table
          caption={t('record.title')}
          columns={columns}
          rows={log.rows}
          rowKey={(row) => row.id}
          loading={log.loading && log.rows.length === 0}
          empty={
            log.failed ? (
              <EmptyState
                title={t('list.failed')}
                action={<Button onClick={log.reload}>{t('list.retry')}</Button>}
              />
            ) : (
              <EmptyState title={t('list.empty')} />
            )
          }
        />
      </TableScroll>
      {log.hasMore ? (
        <Button variant="ghost" loading={log.loading} onClick={log.loadMore}>
          {t('list.more')}
        </Button>
      ) : (
        log.rows.length > 0 && <p>{t('list.noMore')}</p>
      )}
    </Panel>
  );
}
