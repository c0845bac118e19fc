import { legalLog, type LogEntry } from '@exchange/protocol';
import { cmp, formatTime, usePagedList } from '@exchange/sdk';
import { PagedTable, type TableColumn, TableScroll } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Panel, Row, Signed } from '../common/styles';

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;

/** Spec §2 Lever record (`/leverRecord?id=currency`): value, info, time; load more (`PagedTable`); a back link. */
export function LeverRecord({ currency }: { currency?: number }) {
  const { t } = useTranslation('contracts');
  const log = usePagedList({
    endpoint: legalLog,
    payload: { type: 'lever', currency },
    read: (answer) => ({ rows: answer.list, total: answer.total }),
    silent: true,
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
      <TableScroll label={t('record.title')}>
        <PagedTable caption={t('record.title')} columns={columns} list={log} rowKey={(row) => row.id} narrowLayout="cards" />
      </TableScroll>
    </Panel>
  );
}
