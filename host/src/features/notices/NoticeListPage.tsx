import { api as endpoints, type NewsItem } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@exchange/ui';
import { CenteredState, Muted, NoticeMain, NoticeTitle } from './NoticeLayout';
import { NOTICE_CATEGORY, NOTICE_PAGE_SIZE, noticePaths } from './paths';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
const Item = styled.li`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    padding-block: 14px;
    padding-inline: 4px;
    color: inherit;
    text-decoration: none;
  }
  a:hover span,
  a:focus-visible span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const ItemTitle = styled.span`
  flex: 1 1 16em;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
`;

type Status = 'loading' | 'ready' | 'failed';

/** `noticeList` (spec §2): title and update_time per notice, loading and empty states, load more. */
export function NoticeListPage() {
  const { t } = useTranslation('notices');
  const { api } = useSdk();
  const [items, setItems] = useState<NewsItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const controller = useRef<AbortController | undefined>(undefined);

  const load = useCallback(
    async (nextPage: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus('loading');
      const result = await api.call(
        endpoints.newsList,
        { c_id: NOTICE_CATEGORY, page: nextPage, limit: NOTICE_PAGE_SIZE },
        { silent: true, signal: current.signal },
      );
      if (current.signal.aborted) return;
      if (result.type !== 'ok') {
        setStatus('failed');
        return;
      }
      setItems((previous) => (nextPage === 1 ? result.message.list : [...previous, ...result.message.list]));
      setTotal(result.message.total);
      setPage(nextPage);
      setStatus('ready');
    },
    [api],
  );

  useEffect(() => {
    void load(1);
    return () => controller.current?.abort();
  }, [load]);

  const hasMore = items.length < total;

  return (
    <NoticeMain>
      <NoticeTitle>{t('list.title')}</NoticeTitle>
      {items.length > 0 && (
        <List>
          {items.map((item) => (
            <Item key={item.id}>
              <Link to={noticePaths.detail(item.id)}>
                <ItemTitle dir="auto">{item.title}</ItemTitle>
                <Muted as="time" dateTime={item.update_time.replace(' ', 'T')}>
                  {item.update_time}
                </Muted>
              </Link>
            </Item>
          ))}
        </List>
      )}
      <CenteredState>
        {status === 'loading' && (
          <p role="status" aria-busy="true">
            <Spinner decorative /> {t('list.loading')}
          </p>
        )}
        {status === 'failed' && (
          <>
            <p role="alert">{t('errors.loadFailed')}</p>
            <Button variant="ghost" onClick={() => void load(page + 1)}>
              {t('errors.retry')}
            </Button>
          </>
        )}
        {status === 'ready' && items.length === 0 && <EmptyState title={t('list.empty')} />}
        {status === 'ready' && items.length > 0 && hasMore && (
          <Button variant="ghost" onClick={() => void load(page + 1)}>
            {t('list.loadMore')}
          </Button>
        )}
        {status === 'ready' && items.length > 0 && !hasMore && <Muted>{t('list.noMore')}</Muted>}
      </CenteredState>
    </NoticeMain>
  );
}
