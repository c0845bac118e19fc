import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, TableScroll, type PagedRows, type TableColumn } from '@exchange/ui';
import { operatorApi, type AuditEntry } from './opsApi';
import { useOperatorData, utcTime } from './useOperatorData';

/** A before/after of the audit: a release label, a composition summary, or nothing. */
function summary(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value !== 'object') return String(value);
  const { version, canary } = value as {
    version?: unknown;
    canary?: { version?: unknown; percent?: unknown };
  };
  if (version === undefined) return JSON.stringify(value);
  return canary
    ? `${String(version)} + ${String(canary.version)} @ ${String(canary.percent)}%`
    : String(version);
}

/** The environment's audit log, newest first: who changed what is in the server's log and the file's git. */
export function AuditLog({
  environment,
  token,
  refreshOn,
}: {
  environment: string;
  token: string;
  refreshOn: unknown;
}) {
  const { t } = useTranslation('ops');
  const titleId = useId();
  const { state, reload } = useOperatorData(
    () => operatorApi.audit(token, environment),
    [token, environment, refreshOn],
  );
  const list: PagedRows<AuditEntry> = {
    rows: state.status === 'ready' ? state.data.list : [],
    loading: state.status === 'loading',
    loaded: state.status !== 'loading',
    failed: state.status === 'failed',
    failure: state.status === 'failed' ? state.notice : null,
    hasMore: false,
    loadMore: () => undefined,
    reload,
  };
  const columns: TableColumn<AuditEntry>[] = [
    { key: 'at', header: t('audit.at'), render: (row) => utcTime(row.at) },
    { key: 'remote', header: t('audit.remote'), render: (row) => row.remote },
    { key: 'action', header: t('audit.action'), render: (row) => t(`audit.actions.${row.action}`) },
    { key: 'before', header: t('audit.before'), render: (row) => summary(row.before) },
    { key: 'after', header: t('audit.after'), render: (row) => summary(row.after) },
  ];
  const caption = t('audit.caption', { environment });
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('audit.title')}</h3>
      <TableScroll label={caption}>
        <PagedTable
          caption={caption}
          list={list}
          columns={columns}
          rowKey={(row) => `${String(row.at)}-${row.remote}-${row.action}`}
          emptyTitle={t('audit.empty')}
        />
      </TableScroll>
    </section>
  );
}
