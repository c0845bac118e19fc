import {
  leverApi,
  leverBatchClose,
  leverClosedPushSchema,
  leverMyTrade,
  leverSetStop,
  leverSubmit,
  leverTradePushSchema,
  type LeverPosition,
} from './lever';

const firstKey = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

const submit = { legal_id: '1', currency_id: '2', multiple: '10', share: '2', type: '1', password: '123456' };

const position: LeverPosition = {
  id: 1,
  time: 1,
  type: 1,
  status: 1,
  price: '65100',
  update_price: '65032.5',
  number: '0.02',
  profits: '-1.35',
  target_profit_price: '0',
  stop_loss_price: '0',
  symbol: 'BTC/USDT',
  share: 2,
  caution_money: '130.065',
  transaction_time: 1,
  handle_time: 0,
  trade_fee: '1.30065',
  overnight_money: '0',
  origin_price: '65000',
  origin_caution_money: '130.065',
  status_name: 'open',
  legal: 'USDT',
  currency: 'BTC',
  multiple: 10,
  legal_id: 1,
  currency_id: 2,
  target_price: '0',
  value: '1300.65',
  liquidation_price: '60000',
  close_reason: '',
};

describe('lever protocol', () => {
  it('reads a standard submit from form strings', () => {
    expect(leverSubmit.request.parse(submit)).toEqual({
      legal_id: 1,
      currency_id: 2,
      multiple: 10,
      share: 2,
      type: 1,
      status: 1,
      password: '123456',
      target_price: '0',
    });
  });

  it('reads a limit submit with its price', () => {
    expect(leverSubmit.request.parse({ ...submit, status: '0', target_price: '64000.5' })).toMatchObject({
      status: 0,
      target_price: '64000.5',
    });
  });

  it.each([undefined, '', '0'])('asks to select a multiple when it is %p', (multiple) => {
    expect(firstKey(leverSubmit.request.safeParse({ ...submit, multiple }))).toBe('lever.selectMultiple');
  });

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '1e3'])(
    'asks for an integer lot count for %p',
    (share) => {
      expect(firstKey(leverSubmit.request.safeParse({ ...submit, share }))).toBe('lever.integer');
    },
  );

  it('rejects a malformed limit price with lever.enterPrice', () => {
    expect(firstKey(leverSubmit.request.safeParse({ ...submit, status: '0', target_price: '-5' }))).toBe(
      'lever.enterPrice',
    );
  });

  it('reads empty stops as none and a negative stop as thanzone', () => {
    expect(
      leverSetStop.request.parse({ id: '3', target_profit_price: '', stop_loss_price: '60000' }),
    ).toEqual({
      id: 3,
      target_profit_price: '0',
      stop_loss_price: '60000',
    });
    expect(firstKey(leverSetStop.request.safeParse({ id: '3', stop_loss_price: '-1' }))).toBe(
      'lever.thanzone',
    );
  });

  it('reads batch_close types 0, 1 and 2 only', () => {
    expect(leverBatchClose.request.parse({ type: '2' }).type).toBe(2);
    expect(leverBatchClose.request.parse({}).type).toBe(0);
    expect(leverBatchClose.request.safeParse({ type: '3' }).success).toBe(false);
  });

  it('reads the five order tabs of my_trade', () => {
    for (const status of ['0', '1', '2', '3', '4']) {
      expect(leverMyTrade.request.parse({ status, page: '1' }).status).toBe(Number(status));
    }
    expect(leverMyTrade.request.safeParse({ status: '5' }).success).toBe(false);
  });

  it('keeps every lever call private (spec §6: the lever book answers 999 to a guest)', () => {
    expect(Object.values(leverApi).every((endpoint) => endpoint.auth)).toBe(true);
  });

  it('parses the lever_trade and lever_closed pushes', () => {
    expect(
      leverTradePushSchema.parse({ data: [position], hazard_rate: '250.5', profits_total: '-1.35' }).data,
    ).toHaveLength(1);
    expect(
      leverClosedPushSchema.parse({
        ids: [1],
        data: [{ ...position, status: 3, status_name: 'closed', close_reason: 'stop_loss' }],
        hazard_rate: '0',
        profits_total: '0',
      }).ids,
    ).toEqual([1]);
    expect(leverTradePushSchema.safeParse({ data: [{ ...position, profits: '1.2.3' }] }).success).toBe(false);
  });
});
