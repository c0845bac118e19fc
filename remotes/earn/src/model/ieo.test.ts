import {
  nextPhase,
  needsBalanceReminder,
  phasesOf,
  placementState,
  quantityProblem,
  subscribeEndpoint,
  subscriptionCost,
} from './ieo';

const project = { start_at: 1000, end_at: 2000, sell_begin: 3000 };

describe('phases', () => {
  it('marks the moments passed and counts down to the next one', () => {
    expect(phasesOf(project, 1500).map((phase) => phase.done)).toEqual([true, false, false]);
    expect(nextPhase(project, 500)).toMatchObject({ key: 'start', at: 1000 });
    expect(nextPhase(project, 1500)).toMatchObject({ key: 'end', at: 2000 });
    expect(nextPhase(project, 2000)).toMatchObject({ key: 'sell', at: 3000 });
    expect(nextPhase(project, 3000)).toBeUndefined();
  });
});

describe('subscribing', () => {
  it('orders when the user holds the pay currency, else enters the lottery (spec §7)', () => {
    expect(subscribeEndpoint({ user_has_money: 1 }).path).toBe('/api/project/order');
    expect(subscribeEndpoint({ user_has_money: 0 }).path).toBe('/api/project/lottery');
  });

  it("asks to 'please enter quantity' for an empty, negative, zero or garbage quantity (spec §5)", () => {
    for (const text of ['', '-1', '0', 'abc', '1.123456789'])
      expect(quantityProblem(text)).toBe('ieo.enterQuantity');
    expect(quantityProblem('10.5')).toBeUndefined();
  });

  it('costs quantity x price in decimals', () => {
    expect(subscriptionCost('3', '0.1')).toBe('0.3');
    expect(subscriptionCost('', '0.1')).toBeUndefined();
  });
});

describe('placement (spec §4)', () => {
  const ended = { time_status: 3 as const, sell_begin: 3000 };
  it('opens to a winner only once the project ended and sell_begin passed', () => {
    expect(placementState(ended, { status: 1 }, 2999)).toBe('notYet');
    expect(placementState(ended, { status: 1 }, 3000)).toBe('open');
    expect(placementState(ended, { status: 3 }, 4000)).toBe('none');
    expect(placementState(ended, { status: 2 }, 4000)).toBe('none');
    expect(placementState(ended, null, 4000)).toBe('none');
    expect(placementState({ ...ended, time_status: 2 }, { status: 1 }, 4000)).toBe('none');
  });

  it('reminds a lottery winner to keep the balance sufficient', () => {
    expect(needsBalanceReminder({ status: 1, type: 2 })).toBe(true);
    expect(needsBalanceReminder({ status: 1, type: 1 })).toBe(false);
    expect(needsBalanceReminder({ status: 0, type: 2 })).toBe(false);
  });
});
