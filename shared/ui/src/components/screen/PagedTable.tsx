import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Table, type TableProps } from '../Table';
import { FailureMessage, type Notice } from './FailureMessage';

/** What the table reads of a paged list: the sdk's `usePagedList` result has this shape. */
export interface PagedRows<Row> {
  rows: readonly Row[];
  loading: boolean;
  /** The first page answered: the empty state may show. */
  loaded: boolean;
  /** The first page failed. */
  failed: boolean;
  /** A later page failed (the rows stay). */
  moreFailed?: boolean;
  failure?: Notice | null;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'rows' | 'loading' | 'empty'> {
  list: PagedRows<Row>;
  /** The empty state's title; defaults to "No data" (spec §8 "Empty lists"). */
  emptyTitle?: ReactNode;
}

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

/**
 * The one list screen: loading, the empty state, the first page's failure with a retry, then
 * "Load more" while the server holds more, "No more" at the end, and a retry when a later page failed.
 */
export function PagedTable<Row>({ list, emptyTitle, ...table }: PagedTableProps<Row>) {
  const { t } = useTranslation('common');
  if (list.failed)
    return <FailureMessage level="page" message={list.failure ?? t('state.error')} onRetry={list.reload} />;
  return (
    <>
      <Table
        {...table}
        rows={list.rows}
        loading={list.loading && !list.loaded}
        empty={<EmptyState title={emptyTitle} />}
      />
      {list.rows.length > 0 && (
        <Foot>
          {list.moreFailed && <FailureMessage message={list.failure ?? t('state.error')} />}
          {list.hasMore ? (
            <Button variant="ghost" loading={list.loading} onClick={list.loadMore}>
              {list.moreFailed ? t('action.retry') : t('action.loadMore')}
            </Button>
          ) : (
            <p>{t('state.noMore')}</p>
          )}
        </Foot>
      )}
    </>
  );
}
