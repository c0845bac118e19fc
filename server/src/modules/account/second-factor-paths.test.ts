import {
  bindEmail,
  bindTradePassword,
  forget,
  judgePassword,
  login,
  loginSecondFactor,
  smsMail,
  smsSend,
  totpEnable,
  totpSetup,
  updatePassword,
  userInfo,
  walletOut,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { injectCall } from '../../testing/inject-call';
import { newTrader, type Trader } from '../spot/spot-test-kit';
import { USDT } from '../wallet/wallet-test-kit';
import { totpAt } from './totp';

// Issue 22: with the authenticator on, every call that changes the password, the e-mail, the trade
// password or takes money out asks for its code (or a backup code); without it nothing changes.
// And its tries count per account AND address, so guesses cannot lock the owner out elsewhere.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Owner extends Trader {
  phone: string;
  secret: string;
  backup: string[];
}

let serial = 0;
/** A trader (phone account, trade password 123456, demo funds) with the authenticator on. */
async function ownerWithFactor(): Promise<Owner> {
  const phone = `1380000${String(400 + serial++).padStart(4, '0')}`;
  const trader = await newTrader(server, phone);
  const { secret } = (await server.call(totpSetup, {}, trader.token)).message as { secret: string };
  const enabled = await server.call(
    totpEnable,
    { code: totpAt(secret, server.ctx.clock.now()) },
    trader.token,
  );
  const backup = (enabled.message as { backup_codes: string[] }).backup_codes;
  return { ...trader, phone, secret, backup };
}

/** A fresh authenticator code (each step's code is accepted once). */
async function freshCode(owner: Owner): Promise<string> {
  await server.ctx.clock.advance(30_000);
  return totpAt(owner.secret, server.ctx.clock.now());
}

const passwordWorks = async (phone: string, password: string) =>
  (await server.call(login, { user_string: phone, password })).message === 'totp.required';

describe('user/forget', () => {
  const reset = (owner: Owner, proof: Record<string, string>) =>
    server.call(forget, { account: owner.phone, password: 'renewed12', repassword: 'renewed12', ...proof });

  it('with the old password and no session asks for the code and changes nothing without it', async () => {
    const owner = await ownerWithFactor();
    expect(await reset(owner, { oldpassword: 'secret12' })).toMatchObject({
      message: 'totp.required',
      params: { field: 'totp_code' },
    });
    expect(await reset(owner, { oldpassword: 'secret12', totp_code: '000000' })).toMatchObject({
      message: 'totp.invalid',
    });
    expect(await passwordWorks(owner.phone, 'secret12')).toBe(true);
    expect(await server.call(userInfo, {}, owner.token)).toMatchObject({ type: 'ok' });

    expect(await reset(owner, { oldpassword: 'secret12', totp_code: await freshCode(owner) })).toMatchObject({
      type: 'ok',
      message: 'password.changed',
    });
    expect(await passwordWorks(owner.phone, 'renewed12')).toBe(true);
  });

  it('with a code sent to the account asks for the second factor, keeping the sent code usable', async () => {
    const owner = await ownerWithFactor();
    await server.call(smsSend, { user_string: owner.phone, type: 'forget' });
    const code = server.lastCode(owner.phone, 'forget');
    expect(await reset(owner, { code })).toMatchObject({ message: 'totp.required' });
    expect(await passwordWorks(owner.phone, 'secret12')).toBe(true);
    expect(await reset(owner, { code, totp_code: owner.backup[0]! })).toMatchObject({
      message: 'password.changed',
    });
    expect(await passwordWorks(owner.phone, 'renewed12')).toBe(true);
  });
});

describe('safe/update_password (logged in)', () => {
  it('asks for the second factor before changing the password', async () => {
    const owner = await ownerWithFactor();
    await server.call(smsSend, { user_string: owner.phone, scene: 'update_password' }, owner.token);
    const code = server.lastCode(owner.phone, 'update_password');
    const change = (extra: Record<string, string> = {}) =>
      server.call(
        updatePassword,
        { password: 'renewed12', re_password: 'renewed12', code, ...extra },
        owner.token,
      );
    expect(await change()).toMatchObject({ message: 'totp.required' });
    expect(await passwordWorks(owner.phone, 'secret12')).toBe(true);
    expect(await change({ totp_code: await freshCode(owner) })).toMatchObject({
      message: 'password.changed',
    });
    expect(await passwordWorks(owner.phone, 'renewed12')).toBe(true);
  });
});

describe('safe/email', () => {
  it('asks for the second factor before binding an e-mail', async () => {
    const owner = await ownerWithFactor();
    const email = `owner${serial}@example.com`;
    await server.call(smsMail, { user_string: email, scene: 'bind_email' }, owner.token);
    const code = server.lastCode(email, 'bind_email');
    expect(await server.call(bindEmail, { email, code }, owner.token)).toMatchObject({
      message: 'totp.required',
    });
    expect(await server.call(userInfo, {}, owner.token)).toMatchObject({ message: { email: '' } });
    expect(
      await server.call(bindEmail, { email, code, totp_code: owner.backup[0]! }, owner.token),
    ).toMatchObject({ message: 'email.bound' });
    expect(await server.call(userInfo, {}, owner.token)).toMatchObject({ message: { email } });
  });
});

describe('safe/trade_password', () => {
  it('asks for the second factor before changing the trade password', async () => {
    const owner = await ownerWithFactor();
    const input = { password: '654321', re_password: '654321', old_password: '123456' };
    expect(await server.call(bindTradePassword, input, owner.token)).toMatchObject({
      message: 'totp.required',
    });
    expect(await server.call(judgePassword, { password: '123456' }, owner.token)).toMatchObject({
      type: 'ok',
    });
    expect(
      await server.call(bindTradePassword, { ...input, totp_code: await freshCode(owner) }, owner.token),
    ).toMatchObject({ message: 'trade.bound' });
    expect(await server.call(judgePassword, { password: '654321' }, owner.token)).toMatchObject({
      type: 'ok',
    });
  });
});

describe('wallet/out', () => {
  const frozen = async (owner: Owner) => {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_records WHERE user_id = $1`,
      [owner.id],
    );
    return rows[0]!.n;
  };

  it('on a network asks for the second factor before freezing anything', async () => {
    const owner = await ownerWithFactor();
    const input = {
      currency: USDT,
      type: 'erc20',
      number: '100',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      pay_password: '123456',
    };
    const before = await frozen(owner);
    expect(await server.call(walletOut, input, owner.token)).toMatchObject({ message: 'totp.required' });
    expect(await frozen(owner)).toBe(before);
    expect(
      await server.call(walletOut, { ...input, totp_code: await freshCode(owner) }, owner.token),
    ).toMatchObject({ type: 'ok', message: { status: 'review' } });
  });

  it('to the bank card asks for the second factor before freezing anything', async () => {
    const owner = await ownerWithFactor();
    await server.db.query(
      `INSERT INTO payment_methods (user_id, real_name, bank_name, bank_account, bank_branch, alipay_account,
         wechat_account, wechat_nickname, wechat_collect, alipay_collect, updated_at)
       VALUES ($1, 'Owner', 'Test Bank', '6222000011112222', 'Main', '', '', '', '', '', 0)`,
      [owner.id],
    );
    await server.db.transaction((tx) =>
      server.ctx.ledger.apply(tx, [
        { house: 'issuance', currencyId: USDT, amount: '-1000', reason: 'demo_funds' },
        { userId: owner.id, currencyId: USDT, field: 'legal_balance', amount: '1000', reason: 'demo_funds' },
      ]),
    );
    const input = {
      currency: USDT,
      type: 'bank',
      address: 'bank-card',
      number: '200',
      pay_password: '123456',
    };
    const before = await frozen(owner);
    expect(await server.call(walletOut, input, owner.token)).toMatchObject({ message: 'totp.required' });
    expect(await frozen(owner)).toBe(before);
    expect(
      await server.call(walletOut, { ...input, totp_code: owner.backup[0]! }, owner.token),
    ).toMatchObject({
      type: 'ok',
      message: { status: 'review', account: 'legal' },
    });
  });
});

describe('second-factor tries', () => {
  const from = (address: string, owner: Owner, code: string) =>
    injectCall(
      server.app,
      loginSecondFactor,
      { user_string: owner.phone, password: 'secret12', totp_code: code },
      undefined,
      { 'x-forwarded-for': address },
    );

  it('lock the guessing address out, never the owner with a right code from another address', async () => {
    const owner = await ownerWithFactor();
    for (let i = 0; i < 10; i++)
      expect((await from('203.0.113.9', owner, '000000')).message).toBe('totp.invalid');
    expect(await from('203.0.113.9', owner, '000000')).toMatchObject({ message: 'rate.limited' });
    expect(await from('203.0.113.9', owner, owner.backup[0]!)).toMatchObject({ message: 'rate.limited' });

    expect(await from('198.51.100.20', owner, owner.backup[1]!)).toMatchObject({ type: 'ok' });
    expect(await from('198.51.100.21', owner, await freshCode(owner))).toMatchObject({ type: 'ok' });
    // The owner's withdrawal, from an address of its own, is not blocked either.
    const withdrawal = await injectCall(
      server.app,
      walletOut,
      {
        currency: USDT,
        type: 'erc20',
        number: '100',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        pay_password: '123456',
        totp_code: await freshCode(owner),
      },
      owner.token,
      { 'x-forwarded-for': '198.51.100.22' },
    );
    expect(withdrawal).toMatchObject({ type: 'ok' });
  });

  it('given back by a right code, so the owner is never locked out at its own address', async () => {
    const owner = await ownerWithFactor();
    // 5 + 1 + 9 + 1 tries from one address: past the 10 only because the right code gave them back.
    for (const wrong of [5, 9]) {
      for (let i = 0; i < wrong; i++)
        expect((await from('198.51.100.30', owner, '000000')).message).toBe('totp.invalid');
      expect(await from('198.51.100.30', owner, await freshCode(owner))).toMatchObject({ type: 'ok' });
    }
  });
});
