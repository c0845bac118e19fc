import { api } from './api';
import { register, login } from './account';
import { clientEvents, rooms } from './socket';

describe('api', () => {
  it('gives every call a distinct method and path', () => {
    const routes = Object.values(api).flatMap((e) => e.methods.map((method) => `${method} ${e.path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('reads the account binding with GET and binds with POST, as spec §7 says', () => {
    expect([api.jcBindLookup.methods, api.jcBind.methods]).toEqual([['GET'], ['POST']]);
    expect(api.jcBindLookup.path).toBe(api.jcBind.path);
  });

  it('rejects a registration whose passwords differ with the spec key', () => {
    const result = register.request.safeParse({
      type: 'email',
      user_string: 'a@b.io',
      code: '123456',
      password: 'secret1',
      re_password: 'secret2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('set.pswFalse');
  });

  it('rejects a short login password with login.psw6', () => {
    const result = login.request.safeParse({ user_string: 'a@b.io', password: '123' });
    expect(result.error?.issues[0]?.message).toBe('login.psw6');
  });

  it('names rooms of socket topics', () => {
    const parsed = clientEvents.subscribe.parse({
      topics: [{ channel: 'kline', pair: 'BTC/USDT', period: '1min' }],
    });
    expect(parsed.topics.map(rooms.ofTopic)).toEqual(['kline:BTC/USDT:1min']);
    expect(
      clientEvents.subscribe.safeParse({ topics: [{ channel: 'kline', pair: 'BTC/USDT' }] }).success,
    ).toBe(false);
  });
});
