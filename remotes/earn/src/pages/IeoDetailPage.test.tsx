import { act, screen, waitFor, within } from '@testing-library/react';
import { goOnline } from '@exchange/starter/testing';
import userEventLibrary from '@testing-library/user-event';
import type { Project, ProjectOrder } from '@exchange/protocol';
import IeoDetailPage from './IeoDetailPage';
import { renderPage } from '../testing/render';
import { earnServer, sent } from '../testing/earnServer';
import { fail, NOW, ok, project, projectOrder } from '../testing/fixtures';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);
const HOUR = 3_600_000;

function detailServer(info: Project, order: ProjectOrder | null, options: { loggedIn?: boolean } = {}) {
  const test = earnServer(options);
  test.server.on('/api/project/detail', ok({ info, order_info: order, server_time: NOW }));
  return test;
}

describe('IeoDetailPage', () => {
  it('shows the header, the timeline, a countdown to the next phase and the sanitized details', async () => {
    const info = project(1, {
      content: '<p>Token <b>utility</b></p><img src="x" onerror="steal()"><script>steal()</script>',
    });
    await renderPage(<IeoDetailPage />, { test: detailServer(info, null), path: '/ieorgDetail?id=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project 1' })).toBeInTheDocument();
    expect(screen.getByText('0.5000 USDT')).toBeInTheDocument();
    expect(screen.getByText('Subscription closes in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 d \d\d:\d\d:\d\d$/);
    const timeline = screen.getByRole('list', { name: 'Phases' });
    expect(within(timeline).getByText('Subscription opens').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(timeline).getByText('2026-11-24 14:00:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Project details' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('utility')).toBeInTheDocument();
    expect(panel.innerHTML).not.toMatch(/script|onerror/);
    expect(within(panel).getByRole('link', { name: 'White paper' })).toHaveAttribute(
      'href',
      'https://abc.example.test/paper.pdf',
    );
  });

  it('subscribes with project/order when the user holds the pay currency, refusing a negative quantity, then goes back', async () => {
    const test = detailServer(project(1), null);
    test.server.on('/api/project/order', ok(projectOrder()));
    await renderPage(<IeoDetailPage />, { test, path: '/ieorgDetail?id=1' });
    const panel = await screen.findByRole('complementary', { name: 'Take part' });
    // The field refuses a sign: a negative quantity cannot even be typed.
    await userEvent.type(within(panel).getByLabelText('Quantity (ABC)'), '-5');
    expect(within(panel).getByLabelText('Quantity (ABC)')).toHaveValue('5');
    await userEvent.clear(within(panel).getByLabelText('Quantity (ABC)'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter quantity');
    expect(sent(test, '/api/project/order')).toEqual([]);

    await userEvent.type(within(panel).getByLabelText('Quantity (ABC)'), '100');
    expect(
      within(panel).getByText('50.0000 USDT of your balance is locked until the draw.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe' }));
    expect(sent(test, '/api/project/order')).toEqual([{ amount: '100', project_id: '1' }]);
    expect(await screen.findByText('Subscription submitted')).toBeInTheDocument();
    // Spec §7: back after 1 s (to the list: the detail was the first page visited).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ieorg$/), {
      timeout: 3000,
    });
  });

  it('enters the lottery with project/lottery when the user does not hold the pay currency, and keeps the form after a refusal', async () => {
    const test = detailServer(project(1, { user_has_money: 0 }), null);
    test.server.on('/api/project/lottery', fail('ieo.overSupply'));
    await renderPage(<IeoDetailPage />, { test, path: '/ieorgDetail?id=1' });
    const panel = await screen.findByRole('complementary', { name: 'Take part' });
    expect(within(panel).getByRole('heading', { name: 'Join the lottery' })).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Quantity (ABC)'), '10');
    expect(within(panel).getByText('Total price: 5.0000 USDT')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Join the lottery' }));
    expect(sent(test, '/api/project/lottery')).toEqual([{ amount: '10', project_id: '1' }]);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Join the lottery' })).toBeEnabled(),
    );
    expect(within(panel).getByRole('button', { name: 'Join the lottery' })).not.toHaveAttribute('aria-busy');
    expect(within(panel).getByLabelText('Quantity (ABC)')).toHaveValue('10');
    // The server's refusal under the form, in the user's language.
    expect(within(panel).getByRole('alert')).toHaveTextContent('The quantity cannot exceed the project total of');
  });

  it('shows an ended project its results, a won lottery entry with the reminder, and placement once sell_begin passed', async () => {
    const info = project(2, {
      time_status: 3,
      start_at: NOW - 72 * HOUR,
      end_at: NOW - 48 * HOUR,
      sell_begin: NOW - HOUR,
      drawn: 1,
      win_count: 3,
      lottery_seed: 'abc123',
    });
    const order = projectOrder({ type: 2, status: 1, coin_amount: '40', total_price: '20' });
    const test = detailServer(info, order);
    test.server.on('/api/project/buy', ok({ ...order, status: 2 }));
    await renderPage(<IeoDetailPage />, { test, path: '/ieorgDetail?id=2' });
    const panel = await screen.findByRole('complementary', { name: 'Take part' });
    const results = within(panel).getByRole('region', { name: 'Lottery results' });
    expect(within(results).getByText('abc123')).toBeInTheDocument();
    expect(within(results).getByText('25.00%')).toBeInTheDocument();
    expect(within(panel).getByText('Won')).toBeInTheDocument();
    expect(within(panel).getByRole('note')).toHaveTextContent(
      'You won 40.0000 ABC. Keep at least 20.0000 USDT in your balance to pay at placement.',
    );
    expect(screen.getByText('All phases are over.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay and receive coins' }));
    expect(sent(test, '/api/project/buy')).toEqual([{ total_price: '20', project_id: '2' }]);
    expect(await screen.findByText('Placement complete')).toBeInTheDocument();
  });

  it('shows the results when the server says the open project was drawn (ieo_drawn), not for another project', async () => {
    const ended = {
      time_status: 3 as const,
      start_at: NOW - 72 * HOUR,
      end_at: NOW - 1000,
      sell_begin: NOW + HOUR,
    };
    const test = earnServer();
    let info = project(4, { ...ended, drawn: 0 });
    test.server.on('/api/project/detail', () => ok({ info, order_info: null, server_time: NOW }));
    await renderPage(<IeoDetailPage />, { test, path: '/ieorgDetail?id=4' });
    const panel = await screen.findByRole('complementary', { name: 'Take part' });
    expect(within(panel).getByText('The draw has not taken place yet.')).toBeInTheDocument();
    const socket = await goOnline(test);

    act(() => socket.push('ieo_drawn', { project_id: 5 }));
    info = { ...info, drawn: 1, win_count: 3, lottery_seed: 'seed-4' };
    act(() => socket.push('ieo_drawn', { project_id: 4 }));

    const results = within(panel).getByRole('region', { name: 'Lottery results' });
    expect(await within(results).findByText('seed-4')).toBeInTheDocument();
    expect(sent(test, '/api/project/detail')).toHaveLength(2);
  });

  it('shows the result pushed to the user (ieo_result) at once, without reading the detail again', async () => {
    const info = project(4, {
      time_status: 3,
      start_at: NOW - 72 * HOUR,
      end_at: NOW - 1000,
      sell_begin: NOW + HOUR,
    });
    const test = detailServer(info, projectOrder({ project_id: 4, status: 0 }));
    await renderPage(<IeoDetailPage />, { test, path: '/ieorgDetail?id=4' });
    const panel = await screen.findByRole('complementary', { name: 'Take part' });
    expect(within(panel).getByText('Waiting for the draw')).toBeInTheDocument();
    const socket = await goOnline(test);
    // Another project's result changes nothing here.
    act(() => socket.push('ieo_result', projectOrder({ project_id: 5, status: 3, updated_at: NOW })));
    act(() =>
      socket.push(
        'ieo_result',
        projectOrder({
          project_id: 4,
          status: 1,
          type: 2,
          coin_amount: '40',
          total_price: '20',
          updated_at: NOW,
        }),
      ),
    );
    expect(await within(panel).findByText('Won')).toBeInTheDocument();
    expect(within(panel).getByRole('note')).toHaveTextContent('You won 40.0000 ABC.');
    expect(sent(test, '/api/project/detail')).toHaveLength(1);
  });

  it("says 'not completed' for a lost draw and waits for sell_begin before placement", async () => {
    const ended = {
      time_status: 3 as const,
      start_at: NOW - 72 * HOUR,
      end_at: NOW - HOUR,
      sell_begin: NOW + 5 * HOUR,
      drawn: 1,
    };
    await renderPage(<IeoDetailPage />, {
      test: detailServer(project(3, ended), projectOrder({ status: 3, coin_amount: '0', total_price: '0' })),
      path: '/ieorgDetail?id=3',
    });
    expect(await screen.findByText('Not completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and receive coins' })).not.toBeInTheDocument();

    await renderPage(<IeoDetailPage />, {
      test: detailServer(project(4, ended), projectOrder({ status: 1 })),
      path: '/ieorgDetail?id=4',
    });
    expect(await screen.findByText('Placement opens at 2026-11-23 17:00:00.')).toBeInTheDocument();
    expect(screen.getAllByText('Placement opens in').length).toBeGreaterThan(0);
  });

  it('shows visitors a login prompt instead of the form', async () => {
    await renderPage(<IeoDetailPage />, {
      test: detailServer(project(1), null, { loggedIn: false }),
      path: '/ieorgDetail?id=1',
    });
    const panel = await screen.findByRole('complementary', { name: 'Take part' });
    expect(within(panel).getByText('Log in to subscribe and see your results.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/components/login');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the loader and offers a retry when the project cannot be loaded', async () => {
    const test = earnServer();
    test.server.on('/api/project/detail', fail('ieo.notFound'));
    await renderPage(<IeoDetailPage />, { test, path: '/ieorgDetail?id=99' });
    expect(await screen.findByText('This project could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
