import { projectBuy, projectDetail, projectList, projectOrder, projectLottery } from './ieo';
import { lockupCancel, lockupDeposit, lockupOrders } from './lockup';

const firstKey = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('IEO protocol', () => {
  it('pages projects 30 at a time by default', () => {
    expect(projectList.request.parse({})).toEqual({ limit: 30, page: 1 });
    expect(projectList.request.parse({ limit: '30', page: '2' })).toEqual({ limit: 30, page: 2 });
  });

  it('reads a subscription from form strings', () => {
    expect(projectOrder.request.parse({ amount: '12.5', project_id: '3' })).toEqual({
      amount: '12.5',
      project_id: 3,
    });
    expect(projectDetail.request.parse({ project_id: '3' })).toEqual({ project_id: 3 });
  });

  it.each([undefined, '', '-1', '0', 'abc', '1e3'])(
    'answers ieo.enterQuantity (spec "please enter quantity") for the amount %p',
    (amount) => {
      expect(firstKey(projectOrder.request.safeParse({ amount, project_id: 1 }))).toBe('ieo.enterQuantity');
      expect(firstKey(projectLottery.request.safeParse({ amount, project_id: 1 }))).toBe('ieo.enterQuantity');
      expect(firstKey(projectBuy.request.safeParse({ total_price: amount, project_id: 1 }))).toBe(
        'ieo.enterQuantity',
      );
    },
  );
});

describe('lock-up protocol', () => {
  it('pages orders 5 at a time by default', () => {
    expect(lockupOrders.request.parse({})).toEqual({ limit: 5, page: 1 });
  });

  it('reads a deposit and answers lockup.enterAmount for a bad amount', () => {
    expect(lockupDeposit.request.parse({ config_id: '2', amount: '100' })).toEqual({
      config_id: 2,
      amount: '100',
    });
    for (const amount of ['', '-5', '0', 'x']) {
      expect(firstKey(lockupDeposit.request.safeParse({ config_id: 2, amount }))).toBe('lockup.enterAmount');
    }
    expect(lockupCancel.request.safeParse({ id: '-1' }).success).toBe(false);
  });
});
