import {
  CHART_LAYOUT_LIMITS,
  chartLayoutGet,
  chartLayoutPut,
  login,
  register,
  smsMail,
  type ChartLayout,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Chart layouts (issue 26 item 2): a logged-in user's indicators and drawings, kept per pair.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const password = 'secret12';
async function newUser(email: string): Promise<string> {
  await server.call(smsMail, { user_string: email, scene: 'register' });
  const code = server.lastCode(email, 'register');
  await server.call(register, { type: 'email', user_string: email, code, password, re_password: password });
  return (await server.call(login, { user_string: email, password })).message as string;
}

const layout: ChartLayout = {
  indicators: [
    { id: 'a1', type: 'ema', params: { period: 21 } },
    { id: 'b2', type: 'macd', params: { shortPeriod: 12, longPeriod: 26, signalPeriod: 9 } },
  ],
  drawings: [
    {
      type: 'crookedLine',
      langKey: 'segment',
      typeOptions: {
        xAxis: 0,
        yAxis: 0,
        points: [
          { x: 1_700_000_000_000, y: 30000.5 },
          { x: 1_700_000_900_000, y: 31000 },
        ],
      },
    },
    {
      type: 'infinityLine',
      langKey: 'horizontalLine',
      typeOptions: { type: 'horizontalLine', points: [{ x: 1, y: 2 }] },
    },
  ],
};

const put = (token: string | undefined, pair: string, body: unknown) =>
  server.call(
    chartLayoutPut,
    { pair, layout: typeof body === 'string' ? body : JSON.stringify(body) },
    token,
  );

describe('chart layouts', () => {
  it('keeps a layout per user and pair, and answers an empty one for a pair never saved', async () => {
    const alice = await newUser('chart-alice@example.com');
    const bob = await newUser('chart-bob@example.com');
    expect(await put(alice, 'BTC/USDT', layout)).toEqual({
      type: 'ok',
      message: { pair: 'BTC/USDT', layout },
    });

    expect(await server.call(chartLayoutGet, { pair: 'BTC/USDT' }, alice)).toEqual({
      type: 'ok',
      message: { pair: 'BTC/USDT', layout },
    });
    const empty = { indicators: [], drawings: [] };
    expect((await server.call(chartLayoutGet, { pair: 'ETH/USDT' }, alice)).message).toMatchObject({
      layout: empty,
    });
    expect((await server.call(chartLayoutGet, { pair: 'BTC/USDT' }, bob)).message).toMatchObject({
      layout: empty,
    });
    expect((await server.call(chartLayoutGet, { pair: 'contracts:BTC/USDT' }, alice)).message).toMatchObject({
      layout: empty,
    });
  });

  it('replaces the layout on the next save, and forgets it when saved empty', async () => {
    const token = await newUser('chart-carol@example.com');
    await put(token, 'micro:ETH/USDT', layout);
    const fewer = { indicators: [layout.indicators[0]!], drawings: [] };
    await put(token, 'micro:ETH/USDT', fewer);
    expect((await server.call(chartLayoutGet, { pair: 'micro:ETH/USDT' }, token)).message).toMatchObject({
      layout: fewer,
    });
    await put(token, 'micro:ETH/USDT', { indicators: [], drawings: [] });
    const { rows } = await server.db.query(`SELECT 1 FROM chart_layouts WHERE pair = 'micro:ETH/USDT'`);
    expect(rows).toHaveLength(0);
  });

  it('takes the layout as a JSON body too', async () => {
    const token = await newUser('chart-dan@example.com');
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/chart/layout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { pair: 'SOL/USDT', layout },
    });
    expect(response.json()).toMatchObject({ type: 'ok' });
    expect((await server.call(chartLayoutGet, { pair: 'SOL/USDT' }, token)).message).toMatchObject({
      layout,
    });
  });

  it('answers a visitor with the session failure', async () => {
    expect(await server.call(chartLayoutGet, { pair: 'BTC/USDT' })).toMatchObject({ type: 999 });
    expect(await put(undefined, 'BTC/USDT', layout)).toMatchObject({ type: 999 });
  });

  it('refuses a bad pair, an unknown indicator, a script in a drawing, too many drawings and text that is not JSON', async () => {
    const token = await newUser('chart-eve@example.com');
    const refusal = (field: string) => ({
      type: 'error',
      message: expect.stringMatching(/^validation\./),
      params: { field },
    });
    expect(await put(token, 'BTC USDT<script>', layout)).toMatchObject(refusal('pair'));
    expect(
      await put(token, 'BTC/USDT', { ...layout, indicators: [{ id: 'x', type: 'eval', params: {} }] }),
    ).toMatchObject(refusal('layout.indicators.0.type'));
    expect(
      await put(token, 'BTC/USDT', {
        indicators: [],
        drawings: [{ ...layout.drawings[0], events: { click: 'alert(1)' } }],
      }),
    ).toMatchObject({ type: 'ok', message: { layout: { drawings: [{ type: 'crookedLine' }] } } });
    const kept = (await server.call(chartLayoutGet, { pair: 'BTC/USDT' }, token)).message as {
      layout: ChartLayout;
    };
    expect(kept.layout.drawings[0]).not.toHaveProperty('events');
    const many = Array.from({ length: CHART_LAYOUT_LIMITS.drawings + 1 }, () => layout.drawings[1]!);
    expect(await put(token, 'BTC/USDT', { indicators: [], drawings: many })).toMatchObject({
      type: 'error',
      message: 'validation.tooLong',
      params: { field: 'layout.drawings' },
    });
    expect(await put(token, 'BTC/USDT', '{"indicators":')).toMatchObject(refusal('layout'));
    expect(
      await put(token, 'BTC/USDT', {
        ...layout,
        indicators: [{ id: 'p', type: 'ema', params: { period: 100000 } }],
      }),
    ).toMatchObject({ type: 'error', params: { field: 'layout.indicators.0.params.period' } });
  });
});
