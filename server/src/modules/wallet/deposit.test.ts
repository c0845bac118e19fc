import {
  getInAddress,
  getInfo,
  getUdunAddress,
  myDeal,
  type DepositAddress,
  type WalletInfo,
  type WalletRecord,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { balance, expectConserved, newTrader, type Trader } from '../spot/spot-test-kit';
import { isValidAddress, toChecksumAddress } from './addresses';
import { add } from '../../money';
import { CONFIRMATION_STEPS } from './deposits';
import { tickDeposits, DEMO_DEPOSIT } from './funds-module';
import { BTC, confirmDeposits, operator, recordOf, USDT, XRP } from './wallet-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000101');
  bob = await newTrader(server, '13800000102');
});
afterAll(() => server.stop());

describe('wallet info and deposit addresses', () => {
  it('describes USDT with its three networks, ERC20 by default, with minimum and fee', async () => {
    const answer = await server.call(getInfo, { currency: USDT }, alice.token);
    expect(answer.type).toBe('ok');
    const info = answer.message as WalletInfo;
    expect(info).toMatchObject({
      name: 'USDT',
      change_balance: '100000',
      make_wallet: 1,
      multi_protocol: 1,
      contract_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      min_number: '10',
      rate: '3',
      is_charge: 1,
      has_trade_password: true,
    });
    expect(info.type_data.map((c) => [c.type, c.name, c.is_default])).toEqual([
      ['trc20', 'TRC20', 0],
      ['omni', 'OMNI', 0],
      ['erc20', 'ERC20', 1],
    ]);
  });

  it('asks for a memo on XRP (make_wallet 2)', async () => {
    const info = (await server.call(getInfo, { currency: XRP }, alice.token)).message as WalletInfo;
    expect(info).toMatchObject({ make_wallet: 2, multi_protocol: 0 });
  });

  it('gives every network of USDT a stable address in its own format', async () => {
    const first = (await server.call(getInAddress, { currency: USDT }, alice.token)).message as Record<
      string,
      string
    >;
    const again = (await server.call(getInAddress, { currency: USDT, user_id: bob.id }, alice.token)).message;
    expect(again).toEqual(first);
    expect(first.erc20).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(toChecksumAddress(first.erc20 ?? '')).toBe(first.erc20);
    expect(isValidAddress('trc20', first.trc20 ?? '')).toBe(true);
    expect(first.trc20).toMatch(/^T/);
    expect(isValidAddress('omni', first.omni ?? '')).toBe(true);
    const single = await server.call(getInAddress, { currency: USDT, type: 'trc20' }, alice.token);
    expect(single.message).toBe(first.trc20);
  });

  it('gives each user their own addresses', async () => {
    const mine = (await server.call(getInAddress, { currency: USDT }, alice.token)).message as Record<
      string,
      string
    >;
    const theirs = (await server.call(getInAddress, { currency: USDT }, bob.token)).message as Record<
      string,
      string
    >;
    expect(theirs.erc20).not.toBe(mine.erc20);
    expect(theirs.trc20).not.toBe(mine.trc20);
  });

  it('answers one network with its memo: a shared XRP address told apart by the user memo', async () => {
    const a = (await server.call(getUdunAddress, { currency: XRP }, alice.token)).message as DepositAddress;
    const b = (await server.call(getUdunAddress, { currency: XRP }, bob.token)).message as DepositAddress;
    expect(a.address).toBe(b.address);
    expect(isValidAddress('xrp', a.address)).toBe(true);
    expect(a.memo).toMatch(/^\d+$/);
    expect(a.memo).not.toBe(b.memo);
    const btc = (await server.call(getUdunAddress, { currency: BTC }, alice.token)).message as DepositAddress;
    expect(btc).toMatchObject({ type: 'btc', name: 'BTC', memo: '', confirmations: 3 });
    expect(btc.address).toMatch(/^1/);
  });

  it('refuses an unknown network, an unknown currency and a currency closed to deposits', async () => {
    expect(await server.call(getUdunAddress, { currency: BTC, type: 'erc20' }, alice.token)).toMatchObject({
      type: 'error',
      message: 'wallet.badChain',
    });
    expect(await server.call(getUdunAddress, { currency: 999 }, alice.token)).toMatchObject({
      message: 'currency.notFound',
    });
    await server.db.query(`UPDATE currencies SET is_charge = 0 WHERE id = 21`);
    expect(await server.call(getInAddress, { currency: 21 }, alice.token)).toMatchObject({
      message: 'wallet.noDeposit',
    });
    await server.db.query(`UPDATE currencies SET is_charge = 1 WHERE id = 21`);
  });

  it('sends a visitor to login', async () => {
    expect(await server.call(getInfo, { currency: USDT })).toMatchObject({ type: 999 });
  });
});

describe('simulated deposits', () => {
  it('shows a deposit pending with its confirmations, then credits it once', async () => {
    const address = (await server.call(getInAddress, { currency: USDT, type: 'erc20' }, alice.token))
      .message as string;
    const before = await balance(server, alice, USDT);
    const record = recordOf(await operator(server, { action: 'deposit', to: address, amount: '250.5' }));
    expect(record).toMatchObject({
      way: 'buy',
      status: 'confirming',
      confirmations: 0,
      required_confirmations: 12,
      money: '250.5',
      hes_account: address,
      acceptor_name: 'ERC20',
      way_name: 'record.deposit',
    });
    expect(isValidAddress('erc20', record.deal_account)).toBe(true);

    await tickDeposits(server.ctx);
    const pending = (await server.call(myDeal, { way: 'buy' }, alice.token)).message as {
      list: WalletRecord[];
    };
    expect(pending.list[0]).toMatchObject({ id: record.id, status: 'confirming', confirmations: 3 });
    expect((await balance(server, alice, USDT)).free).toBe(before.free);

    const pushes = jest.spyOn(server.ctx.realtime, 'toUser');
    await confirmDeposits(server);
    const done = (await server.call(myDeal, { way: 'buy' }, alice.token)).message as { list: WalletRecord[] };
    expect(done.list[0]).toMatchObject({ id: record.id, status: 'credited', confirmations: 12 });
    expect((await balance(server, alice, USDT)).free).toBe('100250.5');
    expect(pushes).toHaveBeenCalledWith(
      alice.id,
      'coin_balance',
      expect.objectContaining({ currency: USDT, change_balance: '100250.5', lever_balance: '0' }),
    );
    expect(pushes).toHaveBeenCalledWith(alice.id, 'wallet_record', {
      record: expect.objectContaining({ id: record.id, status: 'credited' }),
    });
    pushes.mockRestore();

    await confirmDeposits(server);
    expect((await balance(server, alice, USDT)).free).toBe('100250.5');
    await expectConserved(server);
  });

  it('credits a memo network deposit to the memo owner only', async () => {
    const b = (await server.call(getUdunAddress, { currency: XRP }, bob.token)).message as DepositAddress;
    const before = await balance(server, bob, XRP);
    recordOf(await operator(server, { action: 'deposit', to: b.address, memo: b.memo, amount: '40' }));
    await confirmDeposits(server);
    expect((await balance(server, bob, XRP)).free).toBe(add(before.free, '40'));
    expect(
      await operator(server, { action: 'deposit', to: b.address, memo: '1', amount: '40' }),
    ).toMatchObject({
      type: 'error',
      message: 'operator.unknownAddress',
    });
  });

  it('deposits to a user by id, e-mail or phone and shows it only to that user', async () => {
    const record = recordOf(
      await operator(server, { action: 'deposit', to: '13800000102', amount: '0.5', currency: 'BTC' }),
    );
    expect(record).toMatchObject({ currency: BTC, chain: 'btc', required_confirmations: 3 });
    const aliceDeals = (await server.call(myDeal, {}, alice.token)).message as { list: WalletRecord[] };
    expect(aliceDeals.list.map((r) => r.id)).not.toContain(record.id);
    const bobDeals = (await server.call(myDeal, { address: record.hes_account }, bob.token)).message as {
      list: WalletRecord[];
    };
    expect(bobDeals.list.map((r) => r.id)).toEqual([record.id]);
  });

  it('refuses an unknown address, a bad amount and a caller without the operator secret', async () => {
    expect(
      await operator(server, {
        action: 'deposit',
        to: '0x0000000000000000000000000000000000000001',
        amount: '1',
      }),
    ).toMatchObject({ message: 'operator.unknownAddress' });
    for (const amount of ['0', '-1', 'abc', '1e5', '1234567890123']) {
      expect(await operator(server, { action: 'deposit', to: String(alice.id), amount })).toMatchObject({
        type: 'error',
      });
    }
    expect(
      await operator(server, { action: 'deposit', to: String(alice.id), amount: '1' }, 'wrong'),
    ).toMatchObject({
      statusCode: 403,
      message: 'operator.forbidden',
    });
  });

  it('confirms deposits in the background as the server clock moves', async () => {
    const record = recordOf(await operator(server, { action: 'deposit', to: String(bob.id), amount: '7' }));
    for (let turn = 0; turn < CONFIRMATION_STEPS; turn++) await server.ctx.clock.advance(1000);
    const deals = (await server.call(myDeal, { way: 'buy' }, bob.token)).message as { list: WalletRecord[] };
    expect(deals.list.find((r) => r.id === record.id)).toMatchObject({
      status: 'credited',
      confirmations: 12,
    });
  });

  it('gave the demo account a deposit at first start', async () => {
    const { rows } = await server.db.query<{ amount: string; channel: string }>(
      `SELECT r.amount::text, r.channel FROM wallet_records r JOIN users u ON u.id = r.user_id
        WHERE u.email = 'demo@exchange.local' AND r.way = 'buy'`,
    );
    expect(rows).toEqual([{ amount: expect.stringMatching(/^500(\.0+)?$/), channel: DEMO_DEPOSIT.chain }]);
  });
});
