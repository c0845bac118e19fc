import {
  inviteList,
  login,
  posterBg,
  register,
  smsMail,
  userInfo,
  type InviteePage,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { maskAccount } from './invitees';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function registerRequest(email: string, extensionCode?: string) {
  await server.call(smsMail, { user_string: email, scene: 'register' });
  return {
    type: 'email',
    user_string: email,
    code: server.lastCode(email, 'register'),
    password: 'secret12',
    re_password: 'secret12',
    extension_code: extensionCode,
  };
}

async function tokenOf(email: string): Promise<string> {
  const answer = await server.call(login, { user_string: email, password: 'secret12' });
  expect(answer.type).toBe('ok');
  return answer.message as string;
}

async function inviteCodeOf(token: string): Promise<string> {
  return ((await server.call(userInfo, {}, token)).message as { extension_code: string }).extension_code;
}

async function invitees(token: string, input: Record<string, unknown> = {}): Promise<InviteePage> {
  const answer = await server.call(inviteList, input, token);
  expect(answer.type).toBe('ok');
  return answer.message as InviteePage;
}

describe('the referral relation', () => {
  let alice: string;
  let code: string;

  beforeAll(async () => {
    expect((await server.call(register, await registerRequest('alice@example.com'))).type).toBe('ok');
    alice = await tokenOf('alice@example.com');
    code = await inviteCodeOf(alice);
  });

  it('is recorded when a friend registers with the invite code, and listed masked', async () => {
    expect(await invitees(alice)).toEqual({ list: [], total: 0, certified: 0, page: 1, limit: 20 });
    const answer = await server.call(
      register,
      await registerRequest('bobby@example.com', code.toLowerCase()),
    );
    expect(answer).toEqual({ type: 'ok', message: 'register.success' });
    const page = await invitees(alice);
    expect(page).toMatchObject({ total: 1, certified: 0 });
    expect(page.list).toEqual([
      {
        account: 'bo***@example.com',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        review_status: 0,
      },
    ]);
    expect(JSON.stringify(page)).not.toContain('bobby');
  });

  it('is recorded once: a replayed or repeated registration adds nobody', async () => {
    const request = await registerRequest('carol@example.com', code);
    expect((await server.call(register, request)).type).toBe('ok');
    expect(await server.call(register, request)).toMatchObject({ type: 'error' });
    const again = await registerRequest('carol@example.com', code);
    expect(await server.call(register, again)).toEqual({ type: 'error', message: 'register.accountExists' });
    expect((await invitees(alice)).total).toBe(2);
  });

  it('refuses an unknown invite code without creating the account', async () => {
    const answer = await server.call(register, await registerRequest('dave@example.com', 'ZZZZZZ'));
    expect(answer).toEqual({ type: 'error', message: 'register.badInvite' });
    expect((await server.call(login, { user_string: 'dave@example.com', password: 'secret12' })).type).toBe(
      'error',
    );
    expect((await invitees(alice)).total).toBe(2);
  });

  it("counts certified invitees and never shows a user another user's team", async () => {
    await server.db.query(`UPDATE users SET review_status = 2 WHERE email = 'carol@example.com'`);
    const page = await invitees(alice);
    expect(page).toMatchObject({ total: 2, certified: 1 });
    // Newest first.
    expect(page.list.map((i) => [i.account, i.review_status])).toEqual([
      ['ca***@example.com', 2],
      ['bo***@example.com', 0],
    ]);
    const bob = await tokenOf('bobby@example.com');
    expect(await invitees(bob)).toMatchObject({ list: [], total: 0 });
    // A user's own invitee registering someone starts that user's team, not the inviter's.
    expect(
      (await server.call(register, await registerRequest('erin@example.com', await inviteCodeOf(bob)))).type,
    ).toBe('ok');
    expect((await invitees(bob)).list.map((i) => i.account)).toEqual(['er***@example.com']);
    expect((await invitees(alice)).total).toBe(2);
  });

  it('pages the list and refuses it without a session', async () => {
    expect(await invitees(alice, { page: 2, limit: 1 })).toMatchObject({
      list: [{ account: 'bo***@example.com' }],
      total: 2,
      page: 2,
      limit: 1,
    });
    expect(await server.call(inviteList, {})).toMatchObject({ type: 999 });
  });
});

describe('the invite poster background', () => {
  it('is named by user/posterBg and served as a PNG of that size to anyone', async () => {
    await server.call(register, await registerRequest('frank@example.com'));
    const token = await tokenOf('frank@example.com');
    const answer = await server.call(posterBg, {}, token);
    expect(answer).toEqual({
      type: 'ok',
      message: { url: '/api/user/posterBg.png', width: 600, height: 900 },
    });
    expect(await server.call(posterBg, {})).toMatchObject({ type: 999 });

    const image = await server.app.inject({ method: 'GET', url: '/api/user/posterBg.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const bytes = image.rawPayload;
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([600, 900]);
  });
});

describe('maskAccount', () => {
  it.each([
    ['alice@example.com', null, 'al***@example.com'],
    ['ab@x.io', null, 'a***@x.io'],
    [null, '13800138000', '138****8000'],
    [null, '123456', '1****56'],
  ])('masks %s %s as %s', (email, phone, masked) => {
    expect(maskAccount(email, phone)).toBe(masked);
  });
});
