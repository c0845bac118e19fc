import {
  cashInfo,
  cashSave,
  getInfo,
  setTbdz,
  userCurrencyList,
  type CashInfo,
  type WalletInfo,
  withoutUploadSignature,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { newTrader, type Trader } from '../spot/spot-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
async function upload(trader: Trader): Promise<string> {
  const boundary = '----payment' + Math.random().toString(16).slice(2);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: trader.token },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="qr.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return response.json().message as string;
}

const methods = (wechat: string, alipay: string) => ({
  bank_branch: 'Pudong branch',
  real_name: 'Alice Li',
  bank_name: 'Test Bank',
  bank_account: '6222 0000 1111 2222',
  alipay_account: 'alice@alipay',
  wechat_nickname: 'alice',
  wechat_account: 'alice_wx',
  wechat_qr_code: wechat,
  alipay_qr_code: alipay,
});

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000601');
  bob = await newTrader(server, '13800000602');
});
afterAll(() => server.stop());

describe('payment methods', () => {
  it('answers empty payment methods, the currencies and no addresses at first', async () => {
    const info = (await server.call(cashInfo, {}, alice.token)).message as CashInfo;
    expect(info).toMatchObject({ real_name: '', bank_account: '', wechat_collect: '', tb: [] });
    expect(info.currency_list.slice(0, 3)).toEqual([
      { id: 1, name: 'USDT' },
      { id: 2, name: 'BTC' },
      { id: 3, name: 'ETH' },
    ]);
    expect((await server.call(userCurrencyList, {}, alice.token)).message).toEqual(info.currency_list);
  });

  it('saves bank, Alipay and WeChat with both QR pictures and reads them back', async () => {
    const wechat = await upload(alice);
    const alipay = await upload(alice);
    expect(await server.call(cashSave, methods(wechat, alipay), alice.token)).toEqual({
      type: 'ok',
      message: 'cash.saved',
    });
    const info = (await server.call(cashInfo, {}, alice.token)).message as CashInfo;
    expect(info).toMatchObject({
      real_name: 'Alice Li',
      bank_account: '6222000011112222',
      bank_branch: 'Pudong branch',
      // stored without the signed link's query (protocol withoutUploadSignature)
      wechat_collect: withoutUploadSignature(wechat),
      alipay_collect: withoutUploadSignature(alipay),
    });
    expect(((await server.call(cashInfo, {}, bob.token)).message as CashInfo).real_name).toBe('');
  });

  it('refuses a QR picture another user uploaded, and every missing field with its own prompt', async () => {
    const mine = await upload(alice);
    const theirs = await upload(bob);
    expect(await server.call(cashSave, methods(theirs, mine), alice.token)).toMatchObject({
      message: 'cash.wechatQr',
    });
    expect(await server.call(cashSave, methods(mine, '/api/uploads/missing.png'), alice.token)).toMatchObject(
      {
        message: 'cash.alipayQr',
      },
    );
    expect(await server.call(cashSave, { ...methods(mine, mine), real_name: '' }, alice.token)).toMatchObject(
      {
        message: 'cash.realName',
      },
    );
    expect(
      await server.call(cashSave, { ...methods(mine, mine), bank_account: '12' }, alice.token),
    ).toMatchObject({
      message: 'cash.bankAccount',
    });
  });

  it('sends a visitor to login', async () => {
    expect(await server.call(cashInfo, {})).toMatchObject({ type: 999 });
  });
});

describe('withdrawal addresses', () => {
  it('saves an address valid on one of the currency networks, replacing the previous one', async () => {
    expect(
      await server.call(setTbdz, { bid: 1, tbdz: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, alice.token),
    ).toEqual({
      type: 'ok',
      message: { bid: 1, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    expect(
      (
        await server.call(
          setTbdz,
          { bid: 1, tbdz: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
          alice.token,
        )
      ).type,
    ).toBe('ok');
    expect(
      await server.call(setTbdz, { bid: 2, tbdz: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }, alice.token),
    ).toMatchObject({
      type: 'ok',
    });
    const info = (await server.call(cashInfo, {}, alice.token)).message as CashInfo;
    expect(info.tb).toEqual([
      { bid: 1, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
      { bid: 2, address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
    ]);
    const wallet = (await server.call(getInfo, { currency: 1 }, alice.token)).message as WalletInfo;
    expect(wallet.wallet_data).toEqual([
      { currency: 1, label: 'USDT', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    ]);
    expect(((await server.call(cashInfo, {}, bob.token)).message as CashInfo).tb).toEqual([]);
  });

  it('refuses an empty address, another network’s address and an unknown currency', async () => {
    expect(await server.call(setTbdz, { bid: 1, tbdz: ' ' }, alice.token)).toMatchObject({
      message: 'tbdz.enterAddress',
    });
    expect(
      await server.call(setTbdz, { bid: 2, tbdz: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, alice.token),
    ).toMatchObject({
      message: 'tbdz.badAddress',
    });
    expect(await server.call(setTbdz, { bid: 999, tbdz: 'x' }, alice.token)).toMatchObject({
      message: 'currency.notFound',
    });
  });
});
