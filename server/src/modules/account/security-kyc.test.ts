import {
  bindEmail,
  bindTradePassword,
  countryList,
  judgePassword,
  login,
  realName,
  register,
  smsSend,
  smsMail,
  userCenter,
  userInfo,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { approveDueReviews } from './kyc-routes';
import { decideReview } from './kyc';
import { operatorTokenFile } from '../operator/routes';
import { readFileSync } from 'node:fs';

let server: TestServer;
let alice: string;
let bob: string;

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);

async function newPhoneUser(phone: string): Promise<string> {
  await server.call(smsSend, { user_string: phone, scene: 'register' });
  const registered = await server.call(register, {
    type: 'mobile',
    user_string: phone,
    code: server.lastCode(phone),
    password: 'secret12',
    re_password: 'secret12',
  });
  expect(registered.type).toBe('ok');
  return (await server.call(login, { user_string: phone, password: 'secret12' })).message as string;
}

function multipart(token: string | undefined, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: token } : {}),
    },
    payload,
  });
}

beforeAll(async () => {
  server = await startTestServer({ kycAutoApproveSeconds: 1 });
  alice = await newPhoneUser('5550001');
  bob = await newPhoneUser('5550002');
});
afterAll(() => server.stop());

describe('trade password', () => {
  it('binds one, checks it, and changes it only with the old one', async () => {
    expect(await server.call(judgePassword, {}, alice)).toEqual({
      type: 'ok',
      message: { has_trade_password: false },
    });
    expect(await server.call(judgePassword, { password: '123456' }, alice)).toMatchObject({ type: 996 });
    expect(
      await server.call(bindTradePassword, { password: '123', re_password: '123' }, alice),
    ).toMatchObject({ message: 'trade.psw6' });
    expect(
      await server.call(bindTradePassword, { password: '123456', re_password: '123457' }, alice),
    ).toMatchObject({ message: 'set.pswFalse' });
    expect(
      await server.call(bindTradePassword, { password: '123456', re_password: '123456' }, alice),
    ).toEqual({ type: 'ok', message: 'trade.bound' });
    expect(await server.call(judgePassword, { password: '123456' }, alice)).toEqual({
      type: 'ok',
      message: { has_trade_password: true },
    });
    expect(await server.call(judgePassword, { password: '654321' }, alice)).toMatchObject({
      message: 'trade.pswWrong',
    });
    expect(
      await server.call(bindTradePassword, { password: '222222', re_password: '222222' }, alice),
    ).toMatchObject({ message: 'trade.oldRequired' });
    expect(
      await server.call(
        bindTradePassword,
        { password: '222222', re_password: '222222', old_password: '000000' },
        alice,
      ),
    ).toMatchObject({
      message: 'trade.oldWrong',
    });
    expect(
      await server.call(
        bindTradePassword,
        { password: '222222', re_password: '222222', old_password: '123456' },
        alice,
      ),
    ).toMatchObject({ type: 'ok' });
    expect(await server.call(bindTradePassword, { password: '222222', re_password: '222222' })).toMatchObject(
      { type: 999 },
    );
  });
});

describe('e-mail binding', () => {
  it('binds an e-mail with a code sent to it, raising the security level', async () => {
    expect(
      await server.call(smsMail, { user_string: 'alice@mail.io', scene: 'bind_email' }, alice),
    ).toMatchObject({ type: 'ok' });
    const code = server.lastCode('alice@mail.io', 'bind_email');
    expect(await server.call(bindEmail, { email: 'alice@mail.io', code }, alice)).toEqual({
      type: 'ok',
      message: 'email.bound',
    });
    expect(await server.call(userCenter, {}, alice)).toMatchObject({
      message: { email: 'alice@mail.io', security_level: 75 },
    });
  });

  it('refuses an e-mail of another user, a bad one, and a wrong code', async () => {
    expect(
      await server.call(smsMail, { user_string: 'alice@mail.io', scene: 'bind_email' }, bob),
    ).toMatchObject({ message: 'email.taken' });
    expect(await server.call(bindEmail, { email: 'alice@mail.io', code: '123456' }, bob)).toMatchObject({
      message: 'email.taken',
    });
    expect(await server.call(bindEmail, { email: 'bob@mail.toolong', code: '123456' }, bob)).toMatchObject({
      message: 'email.false',
    });
    expect(await server.call(bindEmail, { email: 'bob@mail.io', code: '123456' }, bob)).toMatchObject({
      message: 'code.expired',
    });
  });
});

describe('countries', () => {
  it('lists area codes', async () => {
    const { message } = await server.call(countryList);
    expect(message).toEqual(
      expect.arrayContaining([{ area_code: '86', country_id: 1, name_cn: '中国', name_en: 'China' }]),
    );
  });
});

describe('identity verification', () => {
  let front = '';
  let back = '';

  it('stores an uploaded picture and serves it back by URL', async () => {
    const response = await multipart(alice, 'front.png', 'image/png', png);
    expect(response.json()).toMatchObject({
      type: 'ok',
      message: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png\?expires=\d+&signature=[\w-]+$/),
    });
    front = response.json().message;
    back = (await multipart(alice, 'back.png', 'image/png', png)).json().message;
    const served = await server.app.inject({ method: 'GET', url: front });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, one too large, and a guest', async () => {
    expect(
      (await multipart(alice, 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>'))).json(),
    ).toMatchObject({
      message: 'upload.badType',
    });
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await multipart(alice, 'big.png', 'image/png', big)).json()).toMatchObject({
      message: 'upload.tooLarge',
    });
    expect((await multipart(undefined, 'a.png', 'image/png', png)).json()).toMatchObject({ type: 999 });
    expect((await server.app.inject({ method: 'GET', url: '/api/uploads/nothing.png' })).statusCode).toBe(
      404,
    );
  });

  it('refuses pictures the user did not upload', async () => {
    const response = await server.call(
      realName,
      { name: 'Bob', card_id: 'X1234567', front_pic: front, reverse_pic: back },
      bob,
    );
    expect(response).toMatchObject({ message: 'auth.pimg' });
    expect(
      await server.call(realName, { name: '', card_id: 'X1', front_pic: front, reverse_pic: back }, bob),
    ).toMatchObject({ message: 'auth.name' });
    expect(
      await server.call(
        realName,
        { name: 'Bob', card_id: 'X1234567', front_pic: 'placeholder.png', reverse_pic: back },
        bob,
      ),
    ).toMatchObject({
      message: 'auth.pimg',
    });
  });

  it('moves review_status 0 -> 1 on submit and 1 -> 2 on demo auto-approval', async () => {
    const submitted = await server.call(
      realName,
      { name: 'Alice A', card_id: 'ID-123456', front_pic: front, reverse_pic: back },
      alice,
    );
    expect(submitted).toEqual({ type: 'ok', message: 'auth.submitted' });
    expect(await server.call(userInfo, {}, alice)).toMatchObject({ message: { review_status: 1 } });
    expect(
      await server.call(
        realName,
        { name: 'Alice A', card_id: 'ID-123456', front_pic: front, reverse_pic: back },
        alice,
      ),
    ).toMatchObject({
      message: 'auth.auditing',
    });
    await server.db.query(`UPDATE users SET review_submitted_at = now() - interval '5 seconds'`);
    expect(await approveDueReviews(server)).toBe(1);
    expect(await server.call(userCenter, {}, alice)).toMatchObject({
      message: { review_status: 2, real_name: 'Alice A', security_level: 100 },
    });
  });

  it('lets an operator approve or reject through the loopback route with the secret', async () => {
    const pics = await Promise.all([
      multipart(bob, 'f.png', 'image/png', png),
      multipart(bob, 'b.png', 'image/png', png),
    ]);
    const [f, b] = pics.map((p) => p.json().message as string);
    await server.call(realName, { name: 'Bob B', card_id: 'B-7654321', front_pic: f, reverse_pic: b }, bob);
    const secret = readFileSync(operatorTokenFile(server.config.dataDir), 'utf8').trim();
    const denied = await server.app.inject({
      method: 'POST',
      url: '/operator/kyc',
      payload: { user: '5550002', decision: 'approve' },
    });
    expect(denied.statusCode).toBe(403);
    const rejected = await server.app.inject({
      method: 'POST',
      url: '/operator/kyc',
      headers: { 'x-operator-token': secret },
      payload: { user: '5550002', decision: 'reject' },
    });
    expect(rejected.json()).toMatchObject({ type: 'ok' });
    expect(await server.call(userInfo, {}, bob)).toMatchObject({ message: { review_status: 0 } });
    await server.call(realName, { name: 'Bob B', card_id: 'B-7654321', front_pic: f, reverse_pic: b }, bob);
    expect(await decideReview(server.db, '5550002', 'approve')).toBeGreaterThan(0);
    expect(await server.call(userInfo, {}, bob)).toMatchObject({ message: { review_status: 2 } });
    expect(await decideReview(server.db, '5550002', 'approve')).toBeNull();
  });
});
