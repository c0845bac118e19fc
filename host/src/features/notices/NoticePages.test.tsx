import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import {
  deferred,
  lastRequest,
  newsItem,
  ok,
  renderPage,
  requestsTo,
  setUpI18n,
} from '../auth/testing/harness';
import { NoticeDetailPage } from './NoticeDetailPage';
import { NoticeListPage } from './NoticeListPage';

beforeAll(() => setUpI18n());
// Whole-form typing through user-event takes seconds on a loaded 2-core CI machine.
jest.setTimeout(30_000);

const page = (items: ReturnType<typeof newsItem>[], total = items.length, pageNo = 1) =>
  ok({ list: items, total, page: pageNo, limit: 20 });

describe('NoticeListPage', () => {
  it('shows progress, then each notice with its update time, linking to its detail', async () => {
    const test = createTestSdk();
    const pending = deferred(page([newsItem(1), newsItem(2)]));
    test.server.on('/api/news/list', pending.answer);
    renderPage(<NoticeListPage />, { path: '/noticeList', test });
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices…');
    pending.release();
    const link = await screen.findByRole('link', { name: /Notice 1/ });
    expect(link).toHaveAttribute('href', '/noticeDetail?id=1');
    expect(within(link).getByText('2026-11-02 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(lastRequest(test, '/api/news/list')?.fields).toMatchObject({ c_id: '11', page: '1' });
  });

  it("says 'no data' when there are no notices", async () => {
    const test = createTestSdk();
    test.server.on('/api/news/list', page([]));
    renderPage(<NoticeListPage />, { test });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('loads the next page on demand and appends it', async () => {
    const user = userEvent.setup({ delay: null });
    const test = createTestSdk();
    test.server.on('/api/news/list', (request) =>
      request.fields.page === '1' ? page([newsItem(1)], 2, 1) : page([newsItem(2)], 2, 2),
    );
    renderPage(<NoticeListPage />, { test });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Notice 2/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Notice 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const test = createTestSdk();
    test.server.on('/api/news/list', { networkError: true });
    renderPage(<NoticeListPage />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    test.server.on('/api/news/list', page([newsItem(3)]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Notice 3/ })).toBeInTheDocument();
    expect(requestsTo(test, '/api/news/list')).toHaveLength(2);
  });
});

describe('NoticeDetailPage', () => {
  it('renders the sanitized content with a back link to the list', async () => {
    const test = createTestSdk();
    test.server.on(
      '/api/news/detail',
      ok(
        newsItem(7, {
          content: '<p>Listing <b>ABC</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        }),
      ),
    );
    const { container } = renderPage(<NoticeDetailPage />, { path: '/noticeDetail?id=7', test });
    expect(await screen.findByRole('heading', { name: 'Notice 7' })).toBeInTheDocument();
    expect(screen.getByText('ABC')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to notices/ })).toHaveAttribute('href', '/noticeList');
    expect(lastRequest(test, '/api/news/detail')?.fields).toEqual({ id: '7' });
  });

  it('says the notice does not exist for a missing id or an unknown one', async () => {
    renderPage(<NoticeDetailPage />, { path: '/noticeDetail' });
    expect(screen.getByRole('alert')).toHaveTextContent('This notice does not exist or has been removed.');

    const test = createTestSdk();
    test.server.on('/api/news/detail', { body: { type: 'error', message: 'news.notFound' } });
    renderPage(<NoticeDetailPage />, { path: '/components/noticeDetail?id=999', test });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });
});
