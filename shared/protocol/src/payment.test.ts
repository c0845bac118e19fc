import { cashSave, paymentApi, setTbdz } from './payment';
import { exchangeApi, exchangeFast, parseExchangeList } from './exchange';

const firstKey = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

const complete = {
  bank_branch: 'Main street',
  real_name: 'Li Lei',
  bank_name: 'Bank of Test',
  bank_account: '6222 0000 1111 2222',
  alipay_account: 'li@alipay',
  wechat_nickname: 'lilei',
  wechat_account: 'lilei_wx',
  wechat_qr_code: '/api/uploads/abc.png',
  alipay_qr_code: 'http://127.0.0.1:4000/api/uploads/def.jpg',
};

describe('payment settings protocol', () => {
  it('accepts a complete payment method and squeezes spaces out of the bank number', () => {
    expect(cashSave.request.parse(complete).bank_account).toBe('6222000011112222');
  });

  it.each([
    ['bank_branch', 'cash.bankBranch'],
    ['real_name', 'cash.realName'],
    ['bank_name', 'cash.bankName'],
    ['bank_account', 'cash.bankAccount'],
    ['alipay_account', 'cash.alipayAccount'],
    ['wechat_nickname', 'cash.wechatNickname'],
    ['wechat_account', 'cash.wechatAccount'],
    ['wechat_qr_code', 'cash.wechatQr'],
    ['alipay_qr_code', 'cash.alipayQr'],
  ])('asks for %s with its own prompt', (field, key) => {
    expect(firstKey(cashSave.request.safeParse({ ...complete, [field]: '' }))).toBe(key);
    expect(firstKey(cashSave.request.safeParse({ ...complete, [field]: undefined }))).toBe(key);
  });

  it('refuses a QR that is not an uploaded picture', () => {
    expect(firstKey(cashSave.request.safeParse({ ...complete, wechat_qr_code: 'javascript:alert(1)' }))).toBe(
      'cash.wechatQr',
    );
  });

  it('needs a non-empty withdrawal address', () => {
    expect(firstKey(setTbdz.request.safeParse({ bid: '1', tbdz: '  ' }))).toBe('tbdz.enterAddress');
    expect(setTbdz.request.parse({ bid: '1', tbdz: ' 0xabc ' })).toEqual({ bid: 1, tbdz: '0xabc' });
  });

  it('keeps every payment and exchange call private', () => {
    const all = [...Object.values(paymentApi), ...Object.values(exchangeApi)];
    expect(all.every((endpoint) => endpoint.auth)).toBe(true);
  });
});

describe('quick exchange protocol', () => {
  it('reads a quick exchange with an optional quote', () => {
    expect(exchangeFast.request.parse({ num: '0.5', currency: '2', exchange: '', price: '' })).toEqual({
      num: '0.5',
      currency: 2,
    });
    expect(firstKey(exchangeFast.request.safeParse({ num: '-3', currency: '2' }))).toBe(
      'exchange.enterAmount',
    );
  });

  it('reads exchange/list records out of the JSON string message', () => {
    const record = {
      currency_name: 'BTC',
      total_num: '0.5',
      to_currency_name: 'USDT',
      get_total: '32435',
      create_time: 1,
      id: 1,
      currency: 2,
      to_currency: 1,
      price: '65000',
      fee: '65',
    };
    expect(parseExchangeList(JSON.stringify([record]))).toEqual([record]);
    expect(parseExchangeList('not json')).toEqual([]);
  });
});
