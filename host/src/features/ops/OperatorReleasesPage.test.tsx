import { createI18n } from '@exchange/i18n';
import type { i18n as I18n } from 'i18next';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../auth/testing/harness';
import type { AuditEntry, EnvironmentReleases } from './opsApi';
import { OperatorReleasesPage } from './OperatorReleasesPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ locale: 'en', namespaces: ['ops', 'server', 'common'] });
});
jest.setTimeout(30_000);

const token = 'secret-token';
const markets = (percent: number | null): EnvironmentReleases['remotes'][number] => ({
  remote: 'markets',
  stable: {
    version: '1.0.0-aaaaaaaaaa',
    entry: 'http://localhost:3501/releases/1.0.0-aaaaaaaaaa/mf-manifest.json',
  },
  ...(percent === null
    ? {}
    : {
        canary: {
          version: '1.1.0-bbbbbbbbbb',
          entry: 'http://localhost:3501/releases/1.1.0-bbbbbbbbbb/mf-manifest.json',
          percent,
        },
      }),
  kept: [
    { version: '1.1.0-bbbbbbbbbb', createdAt: '2026-11-27T15:00:00.000Z' },
    { version: '1.0.0-aaaaaaaaaa', createdAt: '2026-11-27T14:00:00.000Z' },
  ],
  stats: [
    {
      release: '1.1.0-bbbbbbbbbb',
      loads: 4,
      load_p50_ms: 210,
      load_p95_ms: 480.4,
      failures: 1,
      error_rate: 0.2,
      recent_errors: [{ at: '2026-11-27T15:10:00.000Z', kind: 'render-error', message: 'canary bug' }],
    },
  ],
});

/** The operator API as the page sees it: a scripted environment, changed by the POSTs. */
function fakeOperatorServer(initial: EnvironmentReleases['remotes'] = [markets(50)]) {
  let remotes = initial;
  const audit: AuditEntry[] = [];
  const calls: Array<{ method: string; url: string; body?: unknown; token: string | null }> = [];
  const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });
  const fetchImpl = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body, token: headers.get('x-operator-token') });
    if (headers.get('x-operator-token') !== token)
      return answer({ type: 'error', message: 'operator.forbidden' }, 403);
    if (url === '/operator/releases')
      return answer({
        type: 'ok',
        message: { environments: [{ name: 'e2e', file: '/tmp/remotes.json', remotes }] },
      });
    if (url.startsWith('/operator/releases/audit')) return answer({ type: 'ok', message: { list: audit } });
    if (url === '/operator/releases/canary') {
      remotes = [markets(body.percent)];
      audit.unshift({
        at: '2026-11-27T15:20:00.000Z',
        environment: 'e2e',
        remote: 'markets',
        action: 'canary-percent',
        before: null,
        after: null,
      });
    }
    if (url === '/operator/releases/rollback') {
      remotes = [markets(null)];
      audit.unshift({
        at: '2026-11-27T15:30:00.000Z',
        environment: 'e2e',
        remote: 'markets',
        action: 'canary-drop',
        before: { version: '1.0.0-aaaaaaaaaa', canary: { version: '1.1.0-bbbbbbbbbb', percent: 50 } },
        after: { version: '1.0.0-aaaaaaaaaa' },
      });
    }
    if (url === '/operator/releases/canary/start')
      return answer({ type: 'error', message: 'operator.unknownRelease' });
    // A change answers the environment as it now is (server releases-routes.ts).
    return answer({
      type: 'ok',
      message: { environment: { name: 'e2e', file: '/tmp/remotes.json', remotes } },
    });
  });
  global.fetch = fetchImpl as unknown as typeof fetch;
  return { calls };
}

const renderOps = () => renderPage(<OperatorReleasesPage />, { path: '/ops/releases' });
const enterToken = async (user: ReturnType<typeof userEvent.setup>, value = token) => {
  await user.type(await screen.findByLabelText('Operator token'), value);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('the operator releases page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for the token, then shows each remote’s releases, field figures and recent errors', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeOperatorServer();
    renderOps();
    expect(screen.getByLabelText('Operator token')).toHaveAttribute('type', 'password');
    await enterToken(user);
    const environment = await screen.findByRole('region', { name: 'Environment e2e' });
    const card = within(environment).getByRole('region', { name: 'markets' });
    expect(within(card).getByTestId('stable-version')).toHaveTextContent('1.0.0-aaaaaaaaaa');
    expect(within(card).getByTestId('canary-version')).toHaveTextContent('1.1.0-bbbbbbbbbb for 50% of users');
    const row = within(card).getByRole('row', { name: /1\.1\.0-bbbbbbbbbb \(Canary\)/ });
    expect(row).toHaveTextContent('210 ms');
    expect(row).toHaveTextContent('480 ms');
    expect(row).toHaveTextContent('20.0%');
    expect(within(card).getByTestId('recent-errors')).toHaveTextContent(
      '2026-11-27 15:10:00 UTC · 1.1.0-bbbbbbbbbb · threw while rendering: canary bug',
    );
    expect(await within(environment).findByText('No changes yet')).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'GET', url: '/operator/releases', body: undefined, token });
    expect(window.sessionStorage.getItem('exchange.operatorToken')).toBe(token);
    expect(window.localStorage.getItem('exchange.operatorToken')).toBeNull();
  });

  it('asks again when the server refuses the token', async () => {
    const user = userEvent.setup({ delay: null });
    fakeOperatorServer();
    renderOps();
    await enterToken(user, 'wrong');
    expect(await screen.findByText('The server refused this token.')).toBeInTheDocument();
    expect(screen.getByLabelText('Operator token')).toHaveValue('');
    expect(window.sessionStorage.getItem('exchange.operatorToken')).toBeNull();
  });

  it('changes the canary share, then rolls back, each change re-read and in the audit log', async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.setItem('exchange.operatorToken', token);
    const { calls } = fakeOperatorServer();
    renderOps();
    const share = await screen.findByLabelText('Canary share (%)');
    await user.clear(share);
    await user.type(share, '20');
    await user.click(screen.getByRole('button', { name: 'Set share' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Canary share changed');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/operator/releases/canary',
      body: { environment: 'e2e', remote: 'markets', percent: 20 },
    });
    expect(await screen.findByText('1.1.0-bbbbbbbbbb for 20% of users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll back: drop the canary' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Canary dropped'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      url: '/operator/releases/rollback',
      body: { environment: 'e2e', remote: 'markets' },
    });
    await waitFor(() => expect(screen.getByTestId('canary-version')).toHaveTextContent('None'));
    const audit = screen.getByRole('table', { name: 'Changes to environment e2e, newest first' });
    // The audit log is read again once the change's new view arrives.
    expect(await within(audit).findByRole('row', { name: /Canary dropped/ })).toHaveTextContent(
      '1.0.0-aaaaaaaaaa + 1.1.0-bbbbbbbbbb @ 50%',
    );
  });

  it('starts a canary from a kept release and shows the server’s refusal', async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.setItem('exchange.operatorToken', token);
    const { calls } = fakeOperatorServer([markets(null)]);
    renderOps();
    await user.selectOptions(await screen.findByLabelText('Kept release'), '1.1.0-bbbbbbbbbb');
    await user.click(screen.getByRole('button', { name: 'Start as canary' }));
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      url: '/operator/releases/canary/start',
      body: { environment: 'e2e', remote: 'markets', version: '1.1.0-bbbbbbbbbb', percent: 10 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('server:operator.unknownRelease'));
  });

  it('shows the failure with a retry when the API cannot be reached, and the empty state', async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.setItem('exchange.operatorToken', token);
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderOps();
    expect(await screen.findByText('The operator API could not be reached.')).toBeInTheDocument();
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ type: 'ok', message: { environments: [] } }),
    })) as unknown as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The server has no environments configured.')).toBeInTheDocument();
  });
});
