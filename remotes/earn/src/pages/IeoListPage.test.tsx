import { act, fireEvent, screen, within } from '@testing-library/react';
import { goOnline } from '@exchange/starter/testing';
import IeoListPage from './IeoListPage';
import { renderPage } from '../testing/render';
import { earnServer, sent } from '../testing/earnServer';
import { fail, ok, project, projectOrder } from '../testing/fixtures';

jest.setTimeout(20_000);

/** Makes the document `height` px tall and scrolls the window to `scrollY`. */
function layout(height: number, scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
}

describe('IeoListPage', () => {
  afterEach(() => layout(0, 0));

  it('shows each card with logo, status, title, summary, total amount and end date', async () => {
    await renderPage(<IeoListPage />, {
      test: earnServer({ projects: [project(1), project(2, { time_status: 3 })] }),
    });
    const card = await screen.findByRole('article', { name: 'Project 1' });
    expect(within(card).getByRole('link', { name: 'Project 1' })).toHaveAttribute(
      'href',
      '/ieorgDetail?id=1',
    );
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('Summary of project 1')).toBeInTheDocument();
    expect(within(card).getByText('1,000,000.00 ABC')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-24 14:00:00')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://example.test/logo-1.png');
    expect(within(screen.getByRole('article', { name: 'Project 2' })).getByText('Ended')).toBeInTheDocument();
    expect(await screen.findByText('No more projects')).toBeInTheDocument();
  });

  it('loads the next 30 when scrolled to within 20 px of the bottom, then says no more', async () => {
    layout(5000, 0);
    const projects = Array.from({ length: 35 }, (_, index) => project(index + 1));
    const test = earnServer({ projects });
    await renderPage(<IeoListPage />, { test });
    await screen.findByRole('article', { name: 'Project 30' });
    expect(screen.queryByRole('article', { name: 'Project 31' })).not.toBeInTheDocument();
    // 5000 - 800 - 30: still more than 20 px from the bottom.
    act(() => {
      layout(5000, 4170);
      fireEvent.scroll(window);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(sent(test, '/api/project').map((fields) => fields.page)).toEqual(['1']);

    act(() => {
      layout(5000, 4185);
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('article', { name: 'Project 35' }, { timeout: 3000 })).toBeInTheDocument();
    // Spec §7: GET /api/project with limit=30 and the page.
    expect(sent(test, '/api/project')).toEqual([
      { limit: '30', page: '1' },
      { limit: '30', page: '2' },
    ]);
    expect(screen.getByText('No more projects')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await renderPage(<IeoListPage />, { test: earnServer({ projects: [] }) });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
  });

  it('hides the loader and offers a retry when the list fails', async () => {
    const failing = earnServer();
    failing.server.on('/api/project', fail('nope'));
    await renderPage(<IeoListPage />, { test: failing });
    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    failing.server.on(
      '/api/project',
      ok({ list: [project(1)], page: 1, limit: 30, total: 1, server_time: 0 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Project 1' })).toBeInTheDocument();
  });

  it('tells the caller their own result as soon as a project is drawn (ieo_result), won or not', async () => {
    const test = earnServer({ projects: [project(1), project(2)] });
    await renderPage(<IeoListPage />, { test });
    await screen.findByRole('article', { name: 'Project 2' });
    const socket = await goOnline(test);
    act(() => socket.push('ieo_result', projectOrder({ project_id: 2, status: 1, coin_amount: '40' })));
    expect(
      await screen.findByText('Project 2: the lottery was drawn. You won 40.0000 ABC.'),
    ).toBeInTheDocument();
    act(() => socket.push('ieo_result', projectOrder({ project_id: 1, status: 3, coin_amount: '0' })));
    expect(
      await screen.findByText('Project 1: the lottery was drawn. Your subscription was not completed.'),
    ).toBeInTheDocument();
  });
});
