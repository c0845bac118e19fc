import { usePagedList } from '@exchange/sdk';
import { leverApi, type LeverStatus } from '@exchange/protocol';
import { Button } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../../hooks/usePositions';
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

/** A history tab (closed, revoked): page by page with 'load more'. */
export function HistoryOrderTab({ status, caption }: { status: 3 | 4; caption: string }) {
  const { t } = useTranslation('contracts');
  const pages = usePagedList({
    endpoint: leverApi.myTrade,
    payload: { status },
    read: (answer) => ({ rows: answer.message.data, total: answer.message.total }),
  });
  return (
    <>
      <PositionsTable
        caption={caption}
        rows={pages.rows.length > 0 || !pages.loading ? pages.rows : undefined}
        loading={pages.loading}
        failed={pages.failed}
        reload={pages.reload}
        actions={false}
      />
      {pages.hasMore ? (
        <Button variant="ghost" loading={pages.loading} onClick={pages.loadMore}>
          {t('list.more')}
        </Button>
      ) : (
        pages.rows.length > 0 && <p>{t('list.noMore')}</p>
      )}
    </>
  );
}

export const isLiveTab = (status: LeverStatus): status is 0 | 1 | 2 => status <= 2;
