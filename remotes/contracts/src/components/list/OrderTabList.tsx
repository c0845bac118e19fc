import { usePagedList } from '@exchange/sdk';
import { leverApi, type LeverStatus } from '@exchange/protocol';
import { PagedTable, TableScroll } from '@exchange/ui';
import { usePositions } from '../../hooks/usePositions';
import { usePositionColumns } from '../positions/positionColumns';
import { PositionsTable } from '../positions/PositionsTable';

/** A live tab (pending, in transaction, closing): the first page, kept current by pushes and polls. */
export function LiveOrderTab({ status, caption }: { status: 0 | 1 | 2; caption: string }) {
  const positions = usePositions(status);
  return (
    <PositionsTable
      caption={caption}
      rows={positions.data?.rows}
      loading={positions.loading}
      failed={positions.result !== undefined && positions.result.type !== 'ok'}
      reload={positions.reload}
    />
  );
}

/** A history tab (closed, revoked): page by page with 'load more' (`PagedTable`). */
export function HistoryOrderTab({ status, caption }: { status: 3 | 4; caption: string }) {
  const columns = usePositionColumns({});
  const pages = usePagedList({
    endpoint: leverApi.myTrade,
    payload: { status },
    silent: true,
    read: (answer) => ({ rows: answer.message.data, total: answer.message.total }),
  });
  return (
    <TableScroll label={caption}>
      <PagedTable caption={caption} columns={columns} list={pages} rowKey={(row) => row.id} />
    </TableScroll>
  );
}

export const isLiveTab = (status: LeverStatus): status is 0 | 1 | 2 => status <= 2;
