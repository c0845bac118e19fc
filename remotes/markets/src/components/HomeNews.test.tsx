import { screen, within } from '@testing-library/react';
import { renderMarkets } from '../testing/render';
import { homeNews } from '../testing/fixtures';
import { HomeNews } from './HomeNews';

describe('HomeNews', () => {
  it('lists home news with date and summary, each opening its article', async () => {
    await renderMarkets(<HomeNews news={homeNews(2)} />);
    const panel = screen.getByRole('region', { name: 'News' });
    expect(within(panel).getByRole('link', { name: 'Story 1' })).toHaveAttribute(
      'href',
      '/noticeDetail?id=201',
    );
    expect(within(panel).getByText('2026-02-02')).toBeInTheDocument();
    expect(within(panel).getByText('Story 2 summary')).toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    await renderMarkets(<HomeNews news={[]} />);
    expect(screen.getByText('No news yet')).toBeInTheDocument();
  });

  it('shows progress while loading', async () => {
    await renderMarkets(<HomeNews news={null} />);
    expect(screen.getByRole('region', { name: 'News' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading news')).toBeInTheDocument();
  });
});
