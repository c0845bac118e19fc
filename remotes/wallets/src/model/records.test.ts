import { recordsViewOf } from './records';

describe('recordsViewOf', () => {
  it.each([
    ['/transferRecord', 'transfers'],
    ['/transferLog', 'accountLog'],
    ['/account/transferLog', 'accountLog'],
    ['/coinRecord', 'depositWithdraw'],
    ['/account/coinRecord/', 'depositWithdraw'],
    ['/finanrec', 'finance'],
    ['/bindInfo', 'binding'],
  ])('%s shows %s', (path, view) => {
    expect(recordsViewOf(path)).toBe(view);
  });
});
