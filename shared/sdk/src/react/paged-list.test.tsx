import { act, renderHook } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { ReactNode } from 'react';
import { hzHistory, newsList, type NewsItem, type TransferRecord } from '@exchange/protocol';
import { createTestSdk } from '../testing/test-sdk';
import type { FakeAnswer, RecordedRequest } from '../testing/fake-fetch';
import { SdkProvider } from './context';
import { usePagedList } from './paged-list';

function setup() {
  const test = createTestSdk();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SdkProvider sdk={test.sdk}>{children}</SdkProvider>
  );
  const requestsTo = (path: string) => test.server.requests.filter((request) => request.path === path);
  return { ...test, wrapper, requestsTo };
}

const news = (id: number): NewsItem => ({
  id,
  c_id: 11,
  title: `news ${id}`,
  abstract: '',
  content: '',
  update_time: '2026-01-01 00:00:00',
});
const newsPage = (ids: number[], total: number): FakeAnswer => ({
  body: { type: 'ok', message: { list: ids.map(news), total, page: 1, limit: 2 } },
});
/** Answers news/list by page number: pages[0] is page 1. */
const newsPages =
  (pages: number[][], total: number) =>
  (request: RecordedRequest): FakeAnswer =>
    newsPage(pages[Number(request.fields.page) - 1] ?? [], total);

const transfer = (id: number): TransferRecord => ({
  id,
  currency: 1,
  currency_name: 'USDT',
  number: '1.5',
  from_field: 'change',
  to_field: 'lever',
  create_time: 1_700_000_000,
});
const transfers = (ids: number[]): FakeAnswer => ({
  body: { type: 'ok', message: { data: ids.map(transfer), total: ids.length, page: 1, limit: 30 } },
});

const readNews = (answer: { list: NewsItem[]; total: number }) => ({
  rows: answer.list,
  total: answer.total,
});
const readTransfers = (answer: { data: TransferRecord[]; total: number }) => ({
  rows: answer.data,
  total: answer.total,
});
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** An answer the test releases when it wants (to see what happens while a page is in flight). */
function heldAnswer(answer: FakeAnswer) {
  let release = () => undefined as void;
  const held = new Promise<FakeAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { answer: () => held, release: () => release() };
}

describe('usePagedList', () => {
  it('reads page 1 with the payload, then appends each next page until there is no more', async () => {
    const { server, wrapper, requestsTo } = setup();
    server.on('/api/news/list', newsPages([[1, 2], [3, 4], [5]], 5));
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    expect(result.current).toMatchObject({ rows: [], loading: true, loaded: false, hasMore: false });
    await act(async () => undefined);
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(result.current).toMatchObject({ loading: false, loaded: true, failed: false, hasMore: true });
    expect(requestsTo('/api/news/list')[0]!.fields).toMatchObject({ c_id: '11', page: '1' });

    await act(async () => result.current.loadMore());
    await act(async () => result.current.loadMore());
    expect(ids(result.current.rows)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasMore).toBe(false);
    expect(requestsTo('/api/news/list').map((request) => request.fields.page)).toEqual(['1', '2', '3']);

    await act(async () => result.current.loadMore());
    expect(requestsTo('/api/news/list')).toHaveLength(3);
  });

  it('asks for a page only once while it is in flight', async () => {
    const { server, wrapper, requestsTo } = setup();
    server.on('/api/news/list', newsPages([[1, 2]], 4));
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    await act(async () => undefined);
    const second = heldAnswer(newsPage([3, 4], 4));
    server.on('/api/news/list', second.answer);
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(result.current.loading).toBe(true);
    await act(async () => second.release());
    expect(ids(result.current.rows)).toEqual([1, 2, 3, 4]);
    expect(requestsTo('/api/news/list')).toHaveLength(2);
  });

  it('ends the list when a later page comes back empty, whatever the total said', async () => {
    const { server, wrapper } = setup();
    server.on('/api/news/list', newsPages([[1, 2]], 10));
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    await act(async () => undefined);
    await act(async () => result.current.loadMore());
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(result.current.hasMore).toBe(false);
  });

  it('says the first page failed, and reload tries again', async () => {
    const { server, wrapper } = setup();
    server.on('/api/news/list', { networkError: true });
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    await act(async () => undefined);
    expect(result.current).toMatchObject({
      rows: [],
      loading: false,
      loaded: true,
      failed: true,
      hasMore: false,
    });

    server.on('/api/news/list', newsPage([1], 1));
    await act(async () => result.current.reload());
    expect(ids(result.current.rows)).toEqual([1]);
    expect(result.current.failed).toBe(false);
  });

  it('keeps the rows when a later page fails, and can ask for it again', async () => {
    const { server, wrapper, requestsTo } = setup();
    server.on('/api/news/list', newsPages([[1, 2]], 4));
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    await act(async () => undefined);
    server.on('/api/news/list', { networkError: true });
    await act(async () => result.current.loadMore());
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(result.current).toMatchObject({ failed: false, hasMore: true, loading: false });

    server.on(
      '/api/news/list',
      newsPages(
        [
          [1, 2],
          [3, 4],
        ],
        4,
      ),
    );
    await act(async () => result.current.loadMore());
    expect(ids(result.current.rows)).toEqual([1, 2, 3, 4]);
    expect(requestsTo('/api/news/list').map((request) => request.fields.page)).toEqual(['1', '2', '2']);
  });

  it('starts again from page 1 for a new payload and drops the old payload’s late answer', async () => {
    const { server, wrapper } = setup();
    const late = heldAnswer(newsPage([1, 2], 2));
    server.on('/api/news/list', late.answer);
    const { result, rerender } = renderHook(
      ({ category }: { category: number }) =>
        usePagedList({ endpoint: newsList, payload: { c_id: category }, read: readNews }),
      { wrapper, initialProps: { category: 11 } },
    );
    server.on('/api/news/list', newsPage([7], 1));
    rerender({ category: 5 });
    await act(async () => undefined);
    expect(ids(result.current.rows)).toEqual([7]);
    await act(async () => late.release());
    expect(ids(result.current.rows)).toEqual([7]);
  });

  it('reads a private list only while logged in and forgets its rows on logout', async () => {
    const { server, wrapper, sdk, requestsTo } = setup();
    server.on('/api/wallet/hzhistory', transfers([1, 2]));
    server.on('/api/user/logout', { body: { type: 'ok', message: 'ok' } });
    const { result } = renderHook(
      () => usePagedList({ endpoint: hzHistory, payload: { limit: 30 }, read: readTransfers }),
      { wrapper },
    );
    await act(async () => undefined);
    expect(requestsTo('/api/wallet/hzhistory')).toHaveLength(0);
    expect(result.current).toMatchObject({ rows: [], loading: false, loaded: false });

    await act(async () => sdk.session.login('tok'));
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(requestsTo('/api/wallet/hzhistory')[0]!.fields).toMatchObject({ limit: '30', page: '1' });

    await act(async () => sdk.session.logout());
    expect(result.current).toMatchObject({ rows: [], loading: false, loaded: false, hasMore: false });
  });

  it('reads the list again from page 1 after each push it is told to watch', async () => {
    const { server, wrapper, sdk } = setup();
    sdk.session.login('tok');
    server.on('/api/wallet/hzhistory', transfers([1]));
    const recordChanged = new Subject<void>();
    const { result } = renderHook(
      () =>
        usePagedList({
          endpoint: hzHistory,
          read: readTransfers,
          reloadOn: () => recordChanged,
        }),
      { wrapper },
    );
    await act(async () => undefined);
    expect(ids(result.current.rows)).toEqual([1]);
    server.on('/api/wallet/hzhistory', transfers([2, 1]));
    await act(async () => recordChanged.next());
    expect(ids(result.current.rows)).toEqual([2, 1]);
  });

  it('keeps a local change to the rows until the next reload', async () => {
    const { server, wrapper } = setup();
    server.on('/api/news/list', newsPage([1, 2], 2));
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    await act(async () => undefined);
    act(() => result.current.update((rows) => rows.map((row) => ({ ...row, title: 'changed' }))));
    expect(result.current.rows.map((row) => row.title)).toEqual(['changed', 'changed']);
    await act(async () => result.current.reload());
    expect(result.current.rows.map((row) => row.title)).toEqual(['news 1', 'news 2']);
  });

  it('reads nothing while disabled, then page 1 once enabled', async () => {
    const { server, wrapper, requestsTo } = setup();
    server.on('/api/news/list', newsPage([1], 1));
    const { result, rerender } = renderHook(
      ({ enabled }) => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews, enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    await act(async () => undefined);
    expect(requestsTo('/api/news/list')).toHaveLength(0);
    expect(result.current.loading).toBe(false);
    rerender({ enabled: true });
    await act(async () => undefined);
    expect(ids(result.current.rows)).toEqual([1]);
  });

  it('gives the failure to show, without a toast when silent, and tells a failed later page apart', async () => {
    const { server, wrapper, effects } = setup();
    server.on('/api/news/list', { body: { type: 'error', message: 'news.closed' } });
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews, silent: true }),
      { wrapper },
    );
    await act(async () => undefined);
    expect(result.current).toMatchObject({
      failed: true,
      moreFailed: false,
      failure: { messageKey: 'news.closed' },
    });
    expect(effects).toEqual([]);

    server.on('/api/news/list', newsPages([[1, 2]], 4));
    await act(async () => result.current.reload());
    server.on('/api/news/list', { body: { type: 'error', message: 'news.busy' } });
    await act(async () => result.current.loadMore());
    expect(result.current).toMatchObject({ failed: false, moreFailed: true, hasMore: true });
    expect(result.current.failure).toEqual({ messageKey: 'news.busy' });
    expect(ids(result.current.rows)).toEqual([1, 2]);
  });

  it('folds pushes into the loaded rows and counts the rows they add in the total', async () => {
    const { server, wrapper } = setup();
    server.on('/api/news/list', newsPages([[2, 3]], 3));
    const added = new Subject<NewsItem>();
    const { result } = renderHook(
      () =>
        usePagedList({
          endpoint: newsList,
          payload: { c_id: 11 },
          read: readNews,
          pushes: () => added,
          merge: (rows, item) => [item, ...rows],
        }),
      { wrapper },
    );
    await act(async () => undefined);
    act(() => added.next(news(1)));
    expect(ids(result.current.rows)).toEqual([1, 2, 3]);
    expect(result.current.hasMore).toBe(true);
  });

  it('refreshes page 1 keeping the rows on screen until the answer, which sees them', async () => {
    const { server, wrapper } = setup();
    server.on('/api/news/list', newsPage([1, 2], 2));
    const seen: number[][] = [];
    const { result } = renderHook(
      () =>
        usePagedList({
          endpoint: newsList,
          payload: { c_id: 11 },
          read: (answer: { list: NewsItem[]; total: number }, shown: readonly NewsItem[]) => {
            seen.push(ids([...shown]));
            return readNews(answer);
          },
        }),
      { wrapper },
    );
    await act(async () => undefined);
    const next = heldAnswer(newsPage([3], 1));
    server.on('/api/news/list', next.answer);
    act(() => result.current.refresh());
    expect(ids(result.current.rows)).toEqual([1, 2]);
    await act(async () => next.release());
    expect(ids(result.current.rows)).toEqual([3]);
    expect(seen).toEqual([[], [1, 2]]);
  });

  it('counts rows a local change removes out of the total, so no load more is offered for them', async () => {
    const { server, wrapper } = setup();
    server.on('/api/news/list', newsPage([1, 2], 2));
    const { result } = renderHook(
      () => usePagedList({ endpoint: newsList, payload: { c_id: 11 }, read: readNews }),
      { wrapper },
    );
    await act(async () => undefined);
    act(() => result.current.update((rows) => rows.filter((row) => row.id !== 1)));
    expect(ids(result.current.rows)).toEqual([2]);
    expect(result.current.hasMore).toBe(false);
  });
});
