import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, Table, TableScroll, type TableColumn } from '@exchange/ui';
import type { ReleaseStats, RemoteReleases } from './opsApi';
import { utcTime } from './useOperatorData';

const Errors = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/** Per release of the remote, the last hour in the field: loads, load time p50/p95, errors. */
export function ReleaseStatsTable({ releases }: { releases: RemoteReleases }) {
  const { t } = useTranslation('ops');
  const roleOf = (release: string) =>
    release === releases.canary?.version
      ? ` (${t('canary')})`
      : release === releases.stable.version
        ? ` (${t('stable')})`
        : '';
  const columns: TableColumn<ReleaseStats>[] = [
    { key: 'release', header: t('stats.release'), render: (row) => `${row.release}${roleOf(row.release)}` },
    { key: 'loads', header: t('stats.loads'), numeric: true, render: (row) => row.loads },
    { key: 'p50', header: t('stats.p50'), numeric: true, render: (row) => ms(row.load_p50_ms) },
    { key: 'p95', header: t('stats.p95'), numeric: true, render: (row) => ms(row.load_p95_ms) },
    {
      key: 'errorRate',
      header: t('stats.errorRate'),
      numeric: true,
      render: (row) => `${(row.error_rate * 100).toFixed(1)}%`,
    },
    { key: 'failures', header: t('stats.failures'), numeric: true, render: (row) => row.failures },
  ];
  const caption = t('stats.caption', { remote: releases.remote });
  const errors = releases.stats.flatMap((row) =>
    row.recent_errors.map((error) => ({ ...error, release: row.release })),
  );
  return (
    <>
      <TableScroll label={caption}>
        <Table
          caption={caption}
          columns={columns}
          rows={releases.stats}
          rowKey={(row) => row.release}
          empty={<EmptyState title={t('stats.empty')} />}
        />
      </TableScroll>
      {errors.length > 0 && (
        <>
          <h4>{t('recentErrors')}</h4>
          <Errors data-testid="recent-errors">
            {errors.map((error, index) => (
              <li key={index}>
                {utcTime(error.at)} · {error.release} ·{' '}
                {t(`kind.${error.kind}`, { defaultValue: error.kind })}
                {error.message ? `: ${error.message}` : ''}
              </li>
            ))}
          </Errors>
        </>
      )}
    </>
  );
}
