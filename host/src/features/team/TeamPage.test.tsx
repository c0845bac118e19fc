import { createI18n } from '@exchange/i18n';
import type { Invitee } from '@exchange/protocol';
import { ToastProvider } from '@exchange/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { lastRequest, ok, renderPage, requestsTo, userInfo } from '../auth/testing/harness';
import { TeamPage } from './TeamPage';
import { composePoster, loadImage } from './poster';

// jsdom has no canvas and loads no images: the drawing itself is checked in the browser (e2e).
jest.mock('./poster', () => ({
  loadImage: jest.fn(async () => ({})),
  composePoster: jest.fn(() => 'data:image/png;base64,UE9TVEVS'),
}));

beforeAll(() => {
  // The QR code's own canvas: nothing to draw on in jsdom.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return createI18n({ locale: 'en', namespaces: ['host', 'common'] });
});
jest.setTimeout(30_000);

const invitee = (n: number, overrides: Partial<Invitee> = {}): Invitee => ({
  account: `fr***${n}@example.com`,
  created_at: `2026-11-2${n} 08:00:00`,
  review_status: 0,
  ...overrides,
});
const page = (list: Invitee[], total = list.length, certified = 0, pageNo = 1) =>
  ok({ list, total, certified, page: pageNo, limit: 20 });

function setUp() {
  const test = createTestSdk();
  test.server.on('/api/user/info', ok(userInfo));
  test.server.on('/api/user/posterBg', ok({ url: '/api/user/posterBg.png', width: 600, height: 900 }));
  return test;
}

const renderTeam = (test = setUp()) =>
  renderPage(
    <ToastProvider>
      <TeamPage />
    </ToastProvider>,
    { path: '/team', test },
  );

describe('TeamPage', () => {
  it('shows the invite code and the register link with it, each copyable', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const test = setUp();
    test.server.on('/api/user/invite_list', page([]));
    renderTeam(test);
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('INV42');
    const link = `${window.location.origin}/components/register?extension_code=INV42`;
    expect(screen.getByTestId('invite-link')).toHaveTextContent(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('INV42');
    expect(await screen.findAllByText('Copied')).not.toHaveLength(0);
  });

  it('draws the poster on the background user/posterBg names, with the code, and offers it as a download', async () => {
    const test = setUp();
    test.server.on('/api/user/invite_list', page([]));
    renderTeam(test);
    const poster = await screen.findByRole('img', { name: /Invite poster with the invite code INV42/ });
    expect(poster).toHaveAttribute('src', 'data:image/png;base64,UE9TVEVS');
    expect(screen.getByRole('link', { name: 'Download poster' })).toHaveAttribute(
      'download',
      'invite-INV42.png',
    );
    expect(loadImage).toHaveBeenCalledWith('/api/user/posterBg.png');
    expect(composePoster).toHaveBeenLastCalledWith(
      expect.objectContaining({
        width: 600,
        height: 900,
        direction: 'ltr',
        texts: {
          headline: 'Trade crypto with me',
          codeLine: 'Invite code: INV42',
          scanLine: 'Scan the code to register',
        },
      }),
    );
  });

  it('offers a retry when the poster background cannot be had', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/posterBg', { networkError: true });
    test.server.on('/api/user/invite_list', page([]));
    renderTeam(test);
    expect(await screen.findByText('The poster could not be prepared.')).toBeInTheDocument();
    test.server.on('/api/user/posterBg', ok({ url: '/api/user/posterBg.png', width: 600, height: 900 }));
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByTestId('invite-poster')).toBeInTheDocument();
  });

  it('lists the invited friends with counts, masked accounts, dates and verification', async () => {
    const test = setUp();
    test.server.on(
      '/api/user/invite_list',
      page([invitee(2, { review_status: 2 }), invitee(1, { review_status: 1 })], 2, 1),
    );
    renderTeam(test);
    await screen.findByText('fr***2@example.com');
    const table = screen.getByRole('table', { name: 'Invited friends' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('fr***2@example.com');
    expect(rows[0]).toHaveTextContent('2026-11-22');
    expect(within(rows[0]!).getByText('2026-11-22')).toHaveAttribute('datetime', '2026-11-22T08:00:00Z');
    expect(rows[0]).toHaveTextContent('Verified');
    expect(rows[1]).toHaveTextContent('Under review');
    expect(screen.getByTestId('invitees-total')).toHaveTextContent('2');
    expect(screen.getByTestId('invitees-certified')).toHaveTextContent('1');
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(lastRequest(test, '/api/user/invite_list')?.fields).toMatchObject({ page: '1', limit: '20' });
  });

  it('says nobody registered yet when the list is empty', async () => {
    const test = setUp();
    test.server.on('/api/user/invite_list', page([]));
    renderTeam(test);
    expect(await screen.findByText('No one has registered with your link yet')).toBeInTheDocument();
    expect(screen.getByTestId('invitees-total')).toHaveTextContent('0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads the next page on demand, and retries a failed one', async () => {
    const user = userEvent.setup({ delay: null });
    const test = setUp();
    test.server.on('/api/user/invite_list', (request) =>
      request.fields.page === '1' ? page([invitee(1)], 2) : { networkError: true },
    );
    renderTeam(test);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Your invited friends could not be loaded.')).toBeInTheDocument();
    test.server.on('/api/user/invite_list', page([invitee(3)], 2, 0, 2));
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    await user.click(retries[retries.length - 1]!);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(lastRequest(test, '/api/user/invite_list')?.fields).toMatchObject({ page: '2' });
    expect(requestsTo(test, '/api/user/invite_list')).toHaveLength(3);
  });
});
