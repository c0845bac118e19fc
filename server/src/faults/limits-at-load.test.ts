import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { totpEnable, totpSetup, type Endpoint } from '@exchange/protocol';
import { io as connect } from 'socket.io-client';
import { totpAt } from '../modules/account/totp';
import { newTrader, type Trader } from '../modules/spot/spot-test-kit';
import { serverRoot } from '../paths';
import { startTestServer, type TestServer } from '../testing/test-server';

// The socket's Origin check and every rate limit of the server, under the load (about 50
// concurrent connections, real HTTP and real socket.io clients): each limit gets a concurrent burst
// and exactly its configured number passes; the rest answer `rate.limited`; nothing answers 5xx.
// Limits are keyed on the client address as the trusted proxy (127.0.0.1 here) forwards it, and per
// account where the limit is the account's. Only HTTP and socket behaviour is looked at, never the
// limiter itself (its storage may be memory or the database).

const CONNECTIONS = 50;
const ALLOWED_ORIGIN = 'http://localhost:3000';

let server: TestServer;
let port: number;
let alice: Trader;
let bob: Trader;
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

interface Answer {
  status: number;
  type: unknown;
  message: unknown;
  params?: { seconds?: number };
}

interface From {
  /** X-Forwarded-For, as a proxy in front of the server writes it. */
  forwardedFor?: string;
  token?: string;
  /** The local address to connect from (default 127.0.0.1, the trusted proxy). */
  address?: string;
}

/** One form-encoded POST over a real connection of the shared pool. */
function post(endpoint: Endpoint, input: Record<string, string | number>, from: From = {}): Promise<Answer> {
  const body = new URLSearchParams(
    Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return new Promise((resolve, reject) => {
    const call = request(
      {
        agent: from.address ? undefined : agent,
        host: '127.0.0.1',
        ...(from.address ? { localAddress: from.address } : {}),
        port,
        method: 'POST',
        path: endpoint.path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
          ...(from.token ? { authorization: `Bearer ${from.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({ status, ...(JSON.parse(text) as Omit<Answer, 'status'>) });
          } catch {
            resolve({ status, type: 'unparsable', message: text.slice(0, 200) });
          }
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** How many answers carried each message; fails on any 5xx and on a rate.limited without its wait. */
function tally(answers: Answer[]): Record<string, number> {
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = String(answer.message);
    counts[key] = (counts[key] ?? 0) + 1;
    if (key === 'rate.limited') expect(answer.params?.seconds).toBeGreaterThan(0);
  }
  return counts;
}

const burst = (n: number, one: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));

const api = (path: string): Endpoint => ({ path, methods: ['POST'] }) as unknown as Endpoint;
const loginCall = api('/api/user/login');
const forgetCall = api('/api/user/forget');
const mailCode = api('/api/sms_mail');
const phoneCode = api('/api/sms_send');
const judgeTradePassword = api('/api/safe/judge_password');
const withdraw = api('/api/wallet/out');
const leverSubmit = api('/api/lever/submit');
const totpOff = api('/api/safe/totp/disable');

/**
 * A peer the server does not trust as a proxy: another loopback address (all of 127/8 reaches this
 * machine), left off the trusted list, so the test needs no network interface beyond loopback.
 */
const UNTRUSTED_PEER = '127.0.0.2';

async function enableSecondFactor(trader: Trader): Promise<void> {
  const setup = await server.call(totpSetup, {}, trader.token);
  const { secret } = setup.message as { secret: string };
  const code = totpAt(secret, server.ctx.clock.now());
  expect(await server.call(totpEnable, { code }, trader.token)).toMatchObject({ type: 'ok' });
}

beforeAll(async () => {
  // No demo funds: every refusal here comes before money is looked at, and the demo seeds cost seconds.
  // Only 127.0.0.1 is the trusted proxy, so a peer at 127.0.0.2 is an untrusted one.
  server = await startTestServer({ demoFunds: false, trustProxy: ['127.0.0.1'] });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  alice = await newTrader(server, '13800000601');
  bob = await newTrader(server, '13800000602');
}, 120_000); // a fresh embedded database and two accounts: slow on a busy 2-core machine
afterAll(async () => {
  agent.destroy();
  await server.stop();
});

describe('the socket Origin check under load', () => {
  it(`refuses all ${CONNECTIONS} sockets of a foreign origin and accepts all ${CONNECTIONS} of an allowed one, at once`, async () => {
    const open = (origin: string, i: number) =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const socket = connect(`http://127.0.0.1:${port}`, {
          // Half start with long-polling (the handshake request), half with a WebSocket upgrade.
          transports: i % 2 ? ['websocket'] : ['polling', 'websocket'],
          extraHeaders: { origin },
          reconnection: false,
          timeout: 20_000,
        });
        socket.on('connect', () => {
          resolve('connected');
          socket.disconnect();
        });
        socket.on('connect_error', () => {
          resolve('refused');
          socket.disconnect();
        });
      });
    const [foreign, allowed] = await Promise.all([
      Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => open('https://evil.example', i))),
      Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => open(ALLOWED_ORIGIN, i))),
    ]);
    expect({ foreignConnected: foreign.filter((s) => s === 'connected').length }).toEqual({
      foreignConnected: 0,
    });
    expect({ allowedRefused: allowed.filter((s) => s === 'refused').length }).toEqual({ allowedRefused: 0 });
  });
});

describe('every rate limit under a concurrent burst', () => {
  it('has the rate.limited answer translated in every language', () => {
    const locales = join(serverRoot(), '..', 'shared', 'i18n', 'src', 'locales');
    for (const lang of readdirSync(locales)) {
      const messages = JSON.parse(readFileSync(join(locales, lang, 'server.json'), 'utf8')) as {
        rate?: { limited?: string };
      };
      expect([lang, messages.rate?.limited]).toEqual([lang, expect.stringContaining('{{seconds}}')]);
    }
  });

  it('password guesses per account and forwarded address: 10 each, two forwarded clients two budgets', async () => {
    const guess = (forwardedFor: string) =>
      post(loginCall, { user_string: 'victim@example.com', password: 'wrong-pass' }, { forwardedFor });
    const answers = await burst(2 * CONNECTIONS, (i) => guess(i % 2 ? '203.0.113.11' : '203.0.113.12'));
    expect(tally(answers.filter((_, i) => i % 2))).toEqual({ 'login.failed': 10, 'rate.limited': 40 });
    expect(tally(answers.filter((_, i) => i % 2 === 0))).toEqual({ 'login.failed': 10, 'rate.limited': 40 });
  });

  it('the old-password reset shares the login budget of the account and address', async () => {
    const from = { forwardedFor: '203.0.113.13' };
    const answers = await burst(CONNECTIONS, (i) =>
      i % 2
        ? post(loginCall, { user_string: '13800000601', password: 'wrong-pass' }, from)
        : post(
            forgetCall,
            {
              account: '13800000601',
              oldpassword: 'wrong-pass',
              password: 'newpass12',
              repassword: 'newpass12',
            },
            from,
          ),
    );
    const counts = tally(answers);
    expect((counts['login.failed'] ?? 0) + (counts['password.oldWrong'] ?? 0)).toBe(10);
    expect(counts['rate.limited']).toBe(40);
  });

  it('logins per forwarded address: 100, over many accounts', async () => {
    const answers = await burst(130, (i) =>
      post(
        loginCall,
        { user_string: `many${i}@example.com`, password: 'wrong-pass' },
        { forwardedFor: '203.0.113.14' },
      ),
    );
    expect(tally(answers)).toEqual({ 'login.failed': 100, 'rate.limited': 30 });
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy: one budget of 100 for the peer', async () => {
    const peer = UNTRUSTED_PEER;
    const answers = await burst(130, (i) =>
      post(
        loginCall,
        { user_string: `spoof${i}@example.com`, password: 'wrong-pass' },
        { address: peer, forwardedFor: `10.20.${i >> 8}.${i & 255}` },
      ),
    );
    expect(tally(answers)).toEqual({ 'login.failed': 100, 'rate.limited': 30 });
  });

  it('codes per target: one a minute, whichever of the burst comes first', async () => {
    const answers = await burst(CONNECTIONS, () =>
      post(
        mailCode,
        { user_string: 'newcomer@example.com', scene: 'register' },
        { forwardedFor: '203.0.113.21' },
      ),
    );
    expect(tally(answers)).toEqual({ 'code.sent': 1, 'rate.limited': CONNECTIONS - 1 });
    expect(server.sent.filter((m) => m.to === 'newcomer@example.com')).toHaveLength(1);
  });

  it('password-reset codes per target: one in 30 s', async () => {
    const answers = await burst(CONNECTIONS, () =>
      post(phoneCode, { user_string: '13800000602', scene: 'forget' }, { forwardedFor: '203.0.113.22' }),
    );
    expect(tally(answers)).toEqual({ 'code.sent': 1, 'rate.limited': CONNECTIONS - 1 });
  });

  it('codes per forwarded address: 60 an hour, over many targets; another address has its own', async () => {
    const send = (i: number, forwardedFor: string) =>
      post(
        mailCode,
        { user_string: `target${i}-${forwardedFor}@example.com`, scene: 'register' },
        { forwardedFor },
      );
    const answers = await burst(80, (i) => send(i, '203.0.113.23'));
    expect(tally(answers)).toEqual({ 'code.sent': 60, 'rate.limited': 20 });
    expect(tally([await send(0, '203.0.113.24')])).toEqual({ 'code.sent': 1 });
  });

  it('trade-password checks per account: 10, a second account has its own', async () => {
    const check = (trader: Trader) =>
      post(judgeTradePassword, { password: '654321' }, { token: trader.token });
    const answers = await burst(2 * CONNECTIONS, (i) => check(i % 2 ? alice : bob));
    expect(tally(answers.filter((_, i) => i % 2))).toEqual({ 'trade.pswWrong': 10, 'rate.limited': 40 });
    expect(tally(answers.filter((_, i) => i % 2 === 0))).toEqual({
      'trade.pswWrong': 10,
      'rate.limited': 40,
    });
  });

  it('withdrawal trade passwords per account: 10', async () => {
    const answers = await burst(CONNECTIONS, () =>
      post(
        withdraw,
        {
          currency: 1,
          type: 'erc20',
          address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          number: '10',
          pay_password: '654321',
        },
        { token: alice.token },
      ),
    );
    expect(tally(answers)).toEqual({ 'trade.pswWrong': 10, 'rate.limited': 40 });
  });

  it('lever trade passwords per account: 10', async () => {
    const answers = await burst(CONNECTIONS, () =>
      post(
        leverSubmit,
        { legal_id: 1, currency_id: 2, multiple: 10, share: 2, type: 1, status: 1, password: '654321' },
        { token: bob.token },
      ),
    );
    expect(tally(answers)).toEqual({ 'trade.pswWrong': 10, 'rate.limited': 40 });
  });

  // Per account and address (issue 22): the right enabling code gave its try back.
  it('second-factor codes per account and address: 10, a second account has its own', async () => {
    await enableSecondFactor(alice);
    await enableSecondFactor(bob);
    const answers = await burst(2 * CONNECTIONS, (i) =>
      post(totpOff, { code: 'zzzz-zzzz' }, { token: (i % 2 ? alice : bob).token }),
    );
    expect(tally(answers.filter((_, i) => i % 2))).toEqual({ 'totp.invalid': 10, 'rate.limited': 40 });
    expect(tally(answers.filter((_, i) => i % 2 === 0))).toEqual({ 'totp.invalid': 10, 'rate.limited': 40 });
  });
});
