import {
  IDEMPOTENCY_KEY_HEADER,
  cashSave,
  legalLog,
  myDeal,
  walletOut,
  type LogPage,
  type WalletRecord,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { balance, expectConserved, houseBalance, newTrader, type Trader } from '../spot/spot-test-kit';
import { makeAddress } from './addresses';
import { sub } from '../../money';
import { BTC, ETH, operator, recordOf, USDT, XRP } from './wallet-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;
let noPassword: Trader;

const erc20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const withdraw = (trader: Trader, input: Record<string, unknown>) =>
  server.call(
    walletOut,
    { currency: USDT, type: 'erc20', address: erc20, pay_password: '123456', ...input },
    trader.token,
  );

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000201');
  bob = await newTrader(server, '13800000202');
  noPassword = await newTrader(server, '13800000203', false);
});
afterAll(() => server.stop());

describe('wallet/out', () => {
  it('freezes the amount with the withdrawal under review, fee and amount received shown', async () => {
    const pushes = jest.spyOn(server.ctx.realtime, 'toUser');
    const record = recordOf(await withdraw(alice, { number: '100', memo: '' }));
    expect(pushes).toHaveBeenCalledWith(
      alice.id,
      'coin_balance',
      expect.objectContaining({ lock_change_balance: '100' }),
    );
    expect(pushes).toHaveBeenCalledWith(alice.id, 'wallet_record', { record });
    pushes.mockRestore();
    expect(record).toMatchObject({
      way: 'sell',
      status: 'review',
      money: '100',
      fee: '3',
      received: '97',
      chain: 'erc20',
      deal_account: erc20,
      way_name: 'record.withdraw',
    });
    expect(await balance(server, alice, USDT)).toEqual({ free: '99900', locked: '100' });
    const log = (await server.call(legalLog, { type: 2, currency: USDT }, alice.token)).message as LogPage;
    expect(log.list[0]).toMatchObject({ value: '-100', info: 'ledger.withdrawFreeze', account: 'change' });
  });

  it('pays an approved withdrawal out: the frozen amount leaves, the fee goes to the house', async () => {
    const record = recordOf(await withdraw(alice, { number: '50' }));
    const fees = await houseBalance(server, 'fees', USDT);
    const approved = recordOf(
      await operator(server, { action: 'withdrawal', id: record.id, decision: 'approve' }),
    );
    expect(approved.status).toBe('completed');
    expect(await balance(server, alice, USDT)).toEqual({ free: '99850', locked: '100' });
    expect(sub(await houseBalance(server, 'fees', USDT), fees)).toBe('3');
    expect(await operator(server, { action: 'withdrawal', id: record.id, decision: 'reject' })).toMatchObject(
      {
        type: 'error',
        message: 'operator.noWithdrawal',
      },
    );
    await expectConserved(server);
  });

  it('returns a rejected withdrawal to the balance', async () => {
    const deals = (await server.call(myDeal, { way: 'sell' }, alice.token)).message as {
      list: WalletRecord[];
    };
    const pending = deals.list.find((r) => r.status === 'review');
    const rejected = recordOf(
      await operator(server, { action: 'withdrawal', id: pending!.id, decision: 'reject' }),
    );
    expect(rejected.status).toBe('rejected');
    expect(await balance(server, alice, USDT)).toEqual({ free: '99950', locked: '0' });
    await expectConserved(server);
  });

  it('checks the address format of every network', async () => {
    const cases: Array<[number, string, string]> = [
      [USDT, 'erc20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
      [USDT, 'erc20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea'],
      [USDT, 'trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
      [USDT, 'trc20', erc20],
      [USDT, 'omni', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      [USDT, 'omni', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
      [BTC, 'btc', 'bitcoin-address'],
      [ETH, 'eth', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      [XRP, 'xrp', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ];
    for (const [currency, type, address] of cases) {
      expect([type, address, await withdraw(alice, { currency, type, address, number: '100' })]).toEqual([
        type,
        address,
        expect.objectContaining({ type: 'error', message: 'wallet.badAddress' }),
      ]);
    }
    expect(await withdraw(alice, { currency: BTC, type: 'erc20', number: '1' })).toMatchObject({
      message: 'wallet.badChain',
    });
    expect(
      await withdraw(alice, {
        currency: XRP,
        type: 'xrp',
        address: makeAddress('xrp'),
        memo: 'abc',
        number: '100',
      }),
    ).toMatchObject({
      message: 'wallet.memoInvalid',
    });
    expect(await balance(server, alice, USDT)).toEqual({ free: '99950', locked: '0' });
  });

  it('accepts a valid address of each network and the default network without a type', async () => {
    expect(
      recordOf(await withdraw(alice, { type: 'trc20', address: makeAddress('trc20'), number: '10' })).fee,
    ).toBe('1');
    expect(
      recordOf(await withdraw(alice, { type: 'omni', address: makeAddress('omni'), number: '100' })).fee,
    ).toBe('5');
    expect(
      recordOf(await withdraw(alice, { type: '', address: erc20.toLowerCase(), number: '10' })).chain,
    ).toBe('erc20');
    const xrp = recordOf(
      await withdraw(alice, {
        currency: XRP,
        type: 'xrp',
        address: makeAddress('xrp'),
        memo: '4294967295',
        number: '20',
      }),
    );
    expect(xrp).toMatchObject({ memo: '4294967295', fee: '0.25', received: '19.75' });
  });

  it('refuses an amount below the minimum and says the minimum', async () => {
    expect(await withdraw(alice, { number: '9.99999999' })).toMatchObject({
      type: 'error',
      message: 'wallet.belowMin',
      params: { min: '10' },
    });
  });

  it.each([
    ['', 'wallet.enterNumber'],
    ['0', 'wallet.enterNumber'],
    ['-5', 'wallet.enterNumber'],
    ['12abc', 'wallet.enterNumber'],
    ['1e3', 'wallet.enterNumber'],
    ['1234567890123', 'amount.tooLarge'],
    ['10.123456789', 'amount.tooPrecise'],
  ])('refuses the amount %p with %s and moves nothing', async (number, key) => {
    const before = await balance(server, bob, USDT);
    expect(await withdraw(bob, { number })).toMatchObject({ type: 'error', message: key });
    expect(await balance(server, bob, USDT)).toEqual(before);
  });

  it('asks for the address', async () => {
    expect(await withdraw(bob, { address: '', number: '10' })).toMatchObject({
      message: 'wallet.enterAddress',
    });
  });

  it('answers type not without a trade password, and checks the one bound', async () => {
    expect(await withdraw(noPassword, { number: '10' })).toMatchObject({
      type: 'not',
      message: 'wallet.noTradePassword',
    });
    expect(await withdraw(bob, { number: '10', pay_password: '' })).toMatchObject({
      message: 'trade.enterPsw',
    });
    expect(await withdraw(bob, { number: '10', pay_password: '654321' })).toMatchObject({
      message: 'trade.pswWrong',
    });
    expect(await balance(server, bob, USDT)).toEqual({ free: '100000', locked: '0' });
  });

  it('refuses more than the available balance', async () => {
    expect(await withdraw(bob, { number: '100001' })).toMatchObject({ message: 'balance.insufficient' });
  });

  it('makes two withdrawals of two identical requests without a key', async () => {
    const [first, second] = await Promise.all([
      withdraw(bob, { number: '250' }),
      withdraw(bob, { number: '250' }),
    ]);
    expect(recordOf(first).id).not.toBe(recordOf(second).id);
    expect(await balance(server, bob, USDT)).toEqual({ free: '99500', locked: '500' });
  });

  it('answers a retry with the same idempotency key with the first withdrawal', async () => {
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: walletOut.path,
        headers: {
          authorization: `Bearer ${bob.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          [IDEMPOTENCY_KEY_HEADER]: 'withdraw-key-1',
        },
        payload: new URLSearchParams({
          currency: '1',
          type: 'trc20',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          number: '20',
          pay_password: '123456',
        }).toString(),
      });
    const first = (await send()).json();
    const again = (await send()).json();
    expect(again.message.id).toBe(first.message.id);
    expect(await balance(server, bob, USDT)).toEqual({ free: '99480', locked: '520' });
  });

  it('lets no one decide or see another user’s withdrawal through the user calls', async () => {
    const theirs = (await server.call(myDeal, { way: 'sell' }, bob.token)).message as {
      list: WalletRecord[];
    };
    const mine = (await server.call(myDeal, { way: 'sell' }, alice.token)).message as {
      list: WalletRecord[];
    };
    const mineIds = new Set(mine.list.map((r) => r.id));
    expect(theirs.list.some((r) => mineIds.has(r.id))).toBe(false);
    await expectConserved(server);
  });
});

describe('bank-card withdrawal of the fiat account', () => {
  const bank = (trader: Trader, number: string) =>
    server.call(
      walletOut,
      { currency: USDT, type: 'bank', address: 'bank-card', number, pay_password: '123456' },
      trader.token,
    );

  it('asks to complete the bank card first (type 997, to the settings)', async () => {
    expect(await bank(bob, '100')).toMatchObject({ type: 997, message: 'wallet.bankIncomplete' });
  });

  it('freezes the fiat balance with the fee amount x rate / 100', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
    const upload = async () => {
      const boundary = '----wallet' + Math.random().toString(16).slice(2);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: bob.token },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="qr.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      return response.json().message as string;
    };
    const saved = await server.call(
      cashSave,
      {
        bank_branch: 'Main',
        real_name: 'Bob',
        bank_name: 'Test Bank',
        bank_account: '6222000011112222',
        alipay_account: 'bob@ali',
        wechat_nickname: 'bob',
        wechat_account: 'bob_wx',
        wechat_qr_code: await upload(),
        alipay_qr_code: await upload(),
      },
      bob.token,
    );
    expect(saved).toEqual({ type: 'ok', message: 'cash.saved' });
    expect(await bank(bob, '100')).toMatchObject({ message: 'balance.insufficient' });
    await server.db.transaction((tx) =>
      server.ctx.ledger.apply(tx, [
        { house: 'issuance', currencyId: USDT, amount: '-1000', reason: 'demo_funds' },
        { userId: bob.id, currencyId: USDT, field: 'legal_balance', amount: '1000', reason: 'demo_funds' },
      ]),
    );
    expect(await bank(bob, '99')).toMatchObject({ message: 'wallet.belowMin', params: { min: '100' } });
    const record = recordOf(await bank(bob, '200'));
    expect(record).toMatchObject({
      account: 'legal',
      chain: 'bank',
      fee: '1',
      received: '199',
      way_name: 'record.bankWithdraw',
    });
    expect(record.deal_account).toContain('6222000011112222');
    const { rows } = await server.db.query<{ legal: string; locked: string }>(
      `SELECT legal_balance::text AS legal, lock_legal_balance::text AS locked FROM wallets WHERE user_id = $1 AND currency_id = 1`,
      [bob.id],
    );
    expect(rows[0]).toEqual({
      legal: expect.stringMatching(/^800(\.0+)?$/),
      locked: expect.stringMatching(/^200(\.0+)?$/),
    });
    const coinToBank = {
      currency: BTC,
      type: 'bank',
      address: 'bank-card',
      number: '1',
      pay_password: '123456',
    };
    expect(await server.call(walletOut, coinToBank, bob.token)).toMatchObject({
      message: 'wallet.noWithdraw',
    });
    await expectConserved(server);
  });
});
