import { createI18n } from '@exchange/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { lastRequest, newsItem, ok, renderPage } from '../auth/testing/harness';
import { PolicyPage } from './PolicyPage';

beforeAll(() => createI18n({ locale: 'en', namespaces: ['host', 'common'] }));

const list = (items: ReturnType<typeof newsItem>[]) =>
  ok({ list: items, total: items.length, page: 1, limit: 10 });

describe('PolicyPage', () => {
  it('shows the policy articles of the news service (c_id 12), sanitized', async () => {
    const test = createTestSdk();
    test.server.on(
      '/api/news/list',
      list([
        newsItem(40, {
          c_id: 12,
          title: 'User agreement and privacy policy',
          content:
            '<h2>Your account</h2><p>Keep it safe</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          update_time: '2026-11-01 08:00:00',
        }),
      ]),
    );
    const { container } = renderPage(<PolicyPage />, { path: '/policy', test });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User agreement and privacy policy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-01 08:00:00')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(lastRequest(test, '/api/news/list')?.fields).toMatchObject({ c_id: '12' });
  });

  it('says when there is no policy yet, and offers a retry when it cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const test = createTestSdk();
    test.server.on('/api/news/list', { networkError: true });
    renderPage(<PolicyPage />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('The policy could not be loaded.');
    test.server.on('/api/news/list', list([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The policy has not been published yet.')).toBeInTheDocument();
  });
});
