import { cashSave, realName } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { newTrader, type Trader } from '../spot/spot-test-kit';

// Identity pictures are served only by a signed, expiring URL or to their owner's token; a payment
// QR saved in the owner's payment methods stays viewable by its bare URL.

let server: TestServer;
let alice: Trader;
let bob: Trader;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);

async function upload(trader: Trader): Promise<string> {
  const boundary = '----uploads' + Math.random().toString(16).slice(2);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: trader.token },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return response.json().message as string;
}

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const bare = (url: string) => url.replace(/\?.*$/, '');

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000701');
  bob = await newTrader(server, '13800000702');
});
afterAll(() => server.stop());

describe('identity pictures', () => {
  it('are served by the signed URL the upload answered, and by the bare URL only to the owner', async () => {
    const front = await upload(alice);
    const back = await upload(alice);
    expect(front).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    const signed = await get(front);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(png)).toBe(true);

    expect(
      await server.call(
        realName,
        { name: 'Alice', card_id: 'ID-777777', front_pic: front, reverse_pic: back },
        alice.token,
      ),
    ).toEqual({ type: 'ok', message: 'auth.submitted' });
    const { rows } = await server.db.query<{ front_pic: string }>(
      `SELECT front_pic FROM users WHERE id = $1`,
      [alice.id],
    );
    expect(rows[0]?.front_pic).toBe(bare(front));

    expect((await get(bare(front))).statusCode).toBe(404);
    expect((await get(bare(front), bob.token)).statusCode).toBe(404);
    expect((await get(bare(front), alice.token)).statusCode).toBe(200);
  });

  it('refuse a tampered signature and an expired link', async () => {
    const url = await upload(alice);
    // Another first character of the signature (a fixed one would leave it whole 1 time in 64).
    const tampered = url.replace(
      /signature=(.)/,
      (_all, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`,
    );
    expect(tampered).not.toBe(url);
    expect((await get(tampered)).statusCode).toBe(404);
    expect((await get(url.replace(/expires=\d+/, 'expires=9999999999'))).statusCode).toBe(404);
    await server.ctx.clock.advance(3601_000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ type: 'error', message: 'upload.linkExpired' });
    expect((await get(url, alice.token)).statusCode).toBe(200);
  });
});

describe('payment QR pictures', () => {
  it('stay viewable by their bare URL once saved in the payment methods', async () => {
    const wechat = await upload(bob);
    const alipay = await upload(bob);
    expect((await get(bare(wechat))).statusCode).toBe(404);
    const saved = await server.call(
      cashSave,
      {
        bank_branch: 'Main',
        real_name: 'Bob Ma',
        bank_name: 'Test Bank',
        bank_account: '6222 0000 1111 3333',
        alipay_account: 'bob@alipay',
        wechat_nickname: 'bob',
        wechat_account: 'bob_wx',
        wechat_qr_code: wechat,
        alipay_qr_code: alipay,
      },
      bob.token,
    );
    expect(saved).toEqual({ type: 'ok', message: 'cash.saved' });
    expect((await get(bare(wechat))).statusCode).toBe(200);
    expect((await get(bare(alipay))).statusCode).toBe(200);
  });
});
